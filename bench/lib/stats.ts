// Medians over rounds: Lighthouse on a shared machine varies by ±1 s of LCP between runs of the same
// page, so one run decides nothing; the targets are read on the median of its rounds.

export function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** "median (min–max)", or the median alone for one round. */
export function spread(values: number[], digits: number): string {
  const shown = values.filter((value) => !Number.isNaN(value));
  const m = median(shown).toFixed(digits);
  if (shown.length < 2) return m;
  return `${m} (${Math.min(...shown).toFixed(digits)}–${Math.max(...shown).toFixed(digits)})`;
}

/** BENCH_ROUNDS (default 5): fewer rounds for a quick check that the harness works. */
export const benchRounds = (): number => {
  const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
  if (!Number.isInteger(rounds) || rounds < 1) throw new Error(`BENCH_ROUNDS must be a whole number ≥ 1`);
  return rounds;
};
