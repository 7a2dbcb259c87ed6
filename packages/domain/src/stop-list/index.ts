// A restaurant's stop list: the dishes and modifier options it has run out of, each until a time
// or until it is cleared. The server refuses what is on it; the storefront greys it out. One
// rule for both sides: an entry applies while it has no end, or its end is still ahead.

export type StopListKind = 'position' | 'modifier';

export interface StopListEntry {
  kind: StopListKind;
  id: number;
  /** When the entry stops applying (epoch ms); null: until the restaurant clears it. */
  untilMs: number | null;
}

/** What a restaurant cannot sell at one moment. */
export interface SoldOut {
  positionIds: ReadonlySet<number>;
  modifierIds: ReadonlySet<number>;
}

export const NOTHING_SOLD_OUT: SoldOut = { positionIds: new Set(), modifierIds: new Set() };

/** An entry whose end has come no longer applies: 'until 11:00' means available from 11:00. */
export const isStopListEntryActive = (entry: StopListEntry, nowMs: number): boolean =>
  entry.untilMs === null || entry.untilMs > nowMs;

export function soldOutAt(entries: readonly StopListEntry[], nowMs: number): SoldOut {
  const positionIds = new Set<number>();
  const modifierIds = new Set<number>();
  for (const entry of entries) {
    if (!isStopListEntryActive(entry, nowMs)) continue;
    (entry.kind === 'position' ? positionIds : modifierIds).add(entry.id);
  }
  return { positionIds, modifierIds };
}

/** A cart line as far as the stop list cares: the dish and its chosen options. */
export interface StopListLine {
  id: number;
  modifiers: readonly { id: number }[];
}

/** Why a line cannot be ordered: its dish is sold out, or one of its options (the first, by id). */
export type SoldOutReason = { positionId: number; modifierId: number | null };

export function soldOutReason(line: StopListLine, soldOut: SoldOut): SoldOutReason | null {
  if (soldOut.positionIds.has(line.id)) return { positionId: line.id, modifierId: null };
  const option = line.modifiers.find((modifier) => soldOut.modifierIds.has(modifier.id));
  return option ? { positionId: line.id, modifierId: option.id } : null;
}

/** The lines, in cart order, that hold a sold-out dish or option. */
export const soldOutLines = <L extends StopListLine>(lines: readonly L[], soldOut: SoldOut): L[] =>
  lines.filter((line) => soldOutReason(line, soldOut) !== null);
