// The period the figures cover, on this device's calendar: a day, the last 7 or 30 days, or the
// current month; each is [from, to) as the API's instants.
export const PERIODS = ['today', 'yesterday', 'week', 'month'] as const;
export type Period = (typeof PERIODS)[number];

const dayStart = (at: Date, plusDays = 0) =>
  new Date(at.getFullYear(), at.getMonth(), at.getDate() + plusDays);

export function periodRange(period: Period, now: Date): { from: string; to: string } {
  const tomorrow = dayStart(now, 1);
  const from =
    period === 'today'
      ? dayStart(now)
      : period === 'yesterday'
        ? dayStart(now, -1)
        : period === 'week'
          ? dayStart(now, -6)
          : new Date(now.getFullYear(), now.getMonth(), 1);
  const to = period === 'yesterday' ? dayStart(now) : tomorrow;
  return { from: from.toISOString(), to: to.toISOString() };
}
