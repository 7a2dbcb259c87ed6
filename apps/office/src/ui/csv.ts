// The office's CSV files (a batch of promo codes, the figures' tables): RFC 4180, quoted where a
// cell needs it, CRLF line ends, offered as a link's data: address (no object URL to revoke).

export function csvOf(header: readonly string[], rows: readonly (readonly (string | number)[])[]): string {
  const cell = (value: string | number) => {
    const text = String(value);
    return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
  };
  return [header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n') + '\r\n';
}

/** A link's href that downloads the text as a CSV file. */
export const csvHref = (text: string): string => `data:text/csv;charset=utf-8,${encodeURIComponent(text)}`;
