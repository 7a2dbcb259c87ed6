/** Prints a title and an aligned table of rows (the first row is the header). */
export function printTable(title: string, rows: string[][]): void {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  console.log(`\n${title}`);
  for (const row of rows)
    console.log('  ' + row.map((cell, column) => cell.padEnd(widths[column]!)).join('  '));
}
