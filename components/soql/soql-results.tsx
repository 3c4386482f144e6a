import { Fragment } from 'react';
import { formatValue, isChildResult, type ResultColumn, resultColumns, valueAtPath } from '@/lib/soql-run/result-table';
import type { QueryResult, ResultRecord } from '@/lib/soql-run/types';
import './soql-results.css';

const rowsText = (n: number) => (n === 1 ? '1 row' : `${n} rows`);

/** A run's time, in words: `2 ms`, `under 1 ms`. */
export function formatDuration(ms: number): string {
  if (ms < 1) return 'under 1 ms';
  return `${Math.round(ms)} ms`;
}

function ResultTable({
  records,
  caption,
  columns,
}: {
  records: ResultRecord[];
  caption: string;
  columns: ResultColumn[];
}) {
  const scalar = columns.filter((column) => !column.child);
  const children = columns.filter((column) => column.child);
  return (
    <table className="soql-results__table">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">#</th>
          {scalar.map((column) => (
            <th scope="col" key={column.path}>
              {column.path}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {records.map((record, index) => (
          <Fragment key={index}>
            <tr>
              <th scope="row">{index + 1}</th>
              {scalar.map((column) => {
                const value = valueAtPath(record, column.path);
                return (
                  <td key={column.path} className={value === null ? 'soql-results__null' : undefined}>
                    {value === null ? 'null' : formatValue(value)}
                  </td>
                );
              })}
            </tr>
            {children.map((column) => {
              const value = valueAtPath(record, column.path);
              const childRecords = isChildResult(value) ? value.records : [];
              return (
                <tr key={column.path} className="soql-results__children">
                  <td colSpan={scalar.length + 1}>
                    {childRecords.length === 0 ? (
                      <p className="soql-results__none">
                        {column.path} of row {index + 1}: none
                      </p>
                    ) : (
                      <ResultTable
                        records={childRecords}
                        columns={column.child ?? []}
                        caption={`${column.path} of row ${index + 1}: ${rowsText(childRecords.length)}`}
                      />
                    )}
                  </td>
                </tr>
              );
            })}
          </Fragment>
        ))}
      </tbody>
    </table>
  );
}

/**
 * A query's result as a table: columns named by their paths (`Account.Name`), each child
 * subquery's rows in a table of their own under their parent row, the row count and the time.
 * The table scrolls sideways inside its own region, which the keyboard can reach, so the page
 * itself never scrolls sideways at 320 px.
 */
export function SoqlResults({ result, ms, label }: { result: QueryResult; ms: number; label: string }) {
  const summary =
    result.records.length === 0 && result.totalSize > 0
      ? `Count: ${result.totalSize} · ${formatDuration(ms)}`
      : `${rowsText(result.records.length)} · ${formatDuration(ms)}`;
  return (
    <div className="soql-results">
      <p className="soql-results__summary">{summary}</p>
      {result.records.length > 0 && (
        // A scrolling region must be reachable with the keyboard to be scrolled with it.
        <div className="soql-results__scroll" role="region" aria-label={label} tabIndex={0}>
          <ResultTable records={result.records} columns={resultColumns(result.records)} caption={label} />
        </div>
      )}
    </div>
  );
}
