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

/** A table as CSV (RFC 4180: quoted where needed, CRLF line ends), for the export buttons. */
export function csvOf(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}
