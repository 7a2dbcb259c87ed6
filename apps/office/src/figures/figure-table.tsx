// One table of the figures with its CSV download: a caption, a header row and the rows as the
// staff member reads them; the file carries the same rows with plain numbers.
import { useI18n } from '../i18n/i18n';
import { csvHref, csvOf } from '../ui/csv';

export interface FigureTableProps {
  caption: string;
  /** The file's name, without .csv. */
  file: string;
  header: readonly string[];
  /** What the table shows. */
  rows: readonly (readonly string[])[];
  /** What the CSV carries (plain numbers, amounts as decimals), under csvHeader (the header when left out). */
  csvRows: readonly (readonly (string | number)[])[];
  csvHeader?: readonly string[];
}

export function FigureTable({ caption, file, header, rows, csvRows, csvHeader = header }: FigureTableProps) {
  const { t } = useI18n();
  const href = csvHref(csvOf(csvHeader, csvRows));
  return (
    <section className="figure-table">
      <div className="page-head">
        <h2>{caption}</h2>
        {rows.length > 0 ? (
          <a className="button button--secondary" href={href} download={`${file}.csv`}>
            {t('figures.csv')}
          </a>
        ) : null}
      </div>
      {rows.length === 0 ? (
        <p className="muted">{t('figures.none')}</p>
      ) : (
        <div className="table-scroll">
          <table className="table">
            <thead>
              <tr>
                {header.map((name) => (
                  <th key={name} scope="col">
                    {name}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row, index) => (
                <tr key={index}>
                  {row.map((value, column) => (
                    <td key={column}>{value}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
