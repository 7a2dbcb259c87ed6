// The targets of issue 17, collected as each benchmark measures them and printed together at the
// end of a run, so one run says which are met. Figures without a target (comparisons, the SSR ratio)
// are listed too, with "—" as the verdict, so the summary holds every figure the issue asks for.
import { printTable } from './report';

export interface TargetRow {
  /** Which benchmark and case, e.g. "catalog-read on pglite". */
  where: string;
  /** The target as written in the issue, e.g. "ratio ≥ 0.85"; "—" when none. */
  target: string;
  figure: string;
  /** undefined: the figure is printed for comparison, with no target to meet. */
  met?: boolean;
}

const rows: TargetRow[] = [];

export function recordTarget(row: TargetRow): void {
  rows.push(row);
}

const verdict = (met: boolean | undefined): string => (met === undefined ? '—' : met ? 'met' : 'NOT MET');

/** Printed by run.ts at the end of a run, also one cut short by a failing benchmark. */
export function printSummary(): void {
  if (rows.length === 0) return;
  const counted = rows.filter((row) => row.met !== undefined);
  const met = counted.filter((row) => row.met).length;
  const tally = counted.length > 0 ? `${met} of ${counted.length} met` : 'figures without a target only';
  printTable(`Summary: issue 17's targets, ${tally}`, [
    ['benchmark', 'target', 'figure', 'met'],
    ...rows.map((row) => [row.where, row.target, row.figure, verdict(row.met)]),
  ]);
}
