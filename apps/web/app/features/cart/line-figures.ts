// What each cart line shows as its sum. The domain's (price + modifiers) × count is always there,
// so a line never waits on the network; the server's figure (after discounts) replaces it when
// the last answer priced this very line, and is marked stale while a newer answer is awaited or
// could not be had.
import type { PreflightPosition } from '@nori/contract';
import { positionSum, type CartPosition, type MinorUnits } from '@nori/domain';
import type { PreflightView } from '../../order/pricing/use-preflight';

export interface LineFigure {
  /** Before discounts. */
  sum: MinorUnits;
  /** What is charged; below `sum` when a discount applies. */
  payable: MinorUnits;
  /** From an answer older than the cart as it is now. */
  stale: boolean;
}

const dishLines = (positions: readonly PreflightPosition[]) =>
  positions.filter((line) => line.specials.length === 0);

export const lineFigures = (
  lines: readonly CartPosition[],
  view: Pick<PreflightView, 'loading' | 'result' | 'last'>,
): { line: CartPosition; figure: LineFigure }[] => {
  const fresh = !view.loading && view.result !== null && view.last?.result === view.result;
  const asked = view.last?.request.positions ?? [];
  const answered = view.last ? dishLines(view.last.result.positions) : [];
  return lines.map((line) => {
    const sum = positionSum(line);
    // The same dish, count and modifiers as the line the server priced.
    const index = asked.findIndex(
      (priced) =>
        priced.id === line.id &&
        priced.count === line.count &&
        priced.sum === sum &&
        JSON.stringify(priced.modifiers) ===
          JSON.stringify(line.modifiers.map(({ id, count, price }) => ({ id, count, price }))),
    );
    const server = index === -1 ? undefined : answered[index];
    const figure = server
      ? { sum: server.sum, payable: server.payableAmount, stale: !fresh }
      : { sum, payable: sum, stale: false };
    return { line, figure };
  });
};
