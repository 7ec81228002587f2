import type { ReactNode } from 'react';

/**
 * Where a cell sits on a phone's card: the title and the amount on the first line, the subtitle and the badge on
 * the second, then every detail as a label over its value, two per line.
 */
export type CardSlot = 'title' | 'amount' | 'subtitle' | 'badge' | 'detail';

export type ReportColumn<Row> = {
  key: string;
  label: string;
  /** The table's header, when the column shows more there than its card label says (the SN under the status). */
  heading?: string;
  cell: (row: Row) => ReactNode;
  slot: CardSlot;
  numeric?: boolean;
  /** This column's cell in the totals line; columns without one leave it empty. */
  total?: ReactNode;
  /**
   * A column of one layout only: the table (from 768 px) may join what the card shows apart (the balance before
   * and after in one cell), and the card may repeat in one line what the table shows in columns.
   */
  only?: 'card' | 'table';
};

const onlyClass = (column: { only?: 'card' | 'table' }) =>
  column.only === 'card' ? 'md:hidden' : column.only === 'table' ? 'max-md:hidden' : '';

const slotClass: Record<CardSlot, string> = {
  title: 'col-start-1 row-start-1 font-semibold text-slate-900',
  amount: 'col-start-2 row-start-1 text-right font-bold text-slate-900',
  subtitle: 'col-start-1 row-start-2 text-slate-700',
  badge: 'col-start-2 row-start-2 text-right md:text-left',
  detail: 'text-sm text-slate-800',
};

/** The label a card shows over a detail; the table's header says it from 768 px on. */
function CardLabel({ children }: { children: ReactNode }) {
  return <span className="block text-xs font-medium text-slate-500 md:hidden">{children}</span>;
}

/**
 * One page of a report as one table for every width: on phones each row is a card (the table header is kept for
 * screen readers only); from 768 px the cells become columns. The totals of the whole filter are the table's
 * footer line. The roles are spelled out because a row laid out as a grid loses its table semantics in some
 * screen readers.
 */
export function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  totalsLabel,
  totalsNote,
}: {
  caption: string;
  columns: readonly ReportColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  totalsLabel: ReactNode;
  totalsNote?: ReactNode;
}) {
  // The totals label spans the leading columns that have no total (all of them table columns).
  const firstTotal = columns.findIndex((column) => column.total !== undefined || column.only === 'card');
  const labelSpan = firstTotal === -1 ? columns.length : firstTotal;
  return (
    <div className="overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200 md:overflow-x-auto">
      <table role="table" className="w-full border-collapse text-left text-sm" data-testid="report-table">
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className="bg-slate-100 text-xs font-semibold text-slate-600 max-md:sr-only">
          <tr role="row">
            {columns.map((column) => (
              <th
                key={column.key}
                role="columnheader"
                scope="col"
                className={`px-2.5 py-2.5 align-bottom [overflow-wrap:normal] ${column.numeric ? 'text-right' : ''} ${onlyClass(column)}`}
              >
                {column.heading ?? column.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              role="row"
              data-row={rowKey(row)}
              className="grid grid-cols-2 gap-x-3 gap-y-2 border-t border-slate-100 px-4 py-3 first:border-t-0 md:table-row md:p-0 md:first:border-t md:hover:bg-slate-50"
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  role="cell"
                  data-col={column.key}
                  className={`min-w-0 [overflow-wrap:anywhere] md:px-2.5 md:py-2.5 md:align-top md:text-sm md:font-normal md:text-slate-800 md:[overflow-wrap:normal] ${
                    slotClass[column.slot]
                  } ${column.numeric ? 'tabular-nums md:text-right md:whitespace-nowrap' : ''} ${onlyClass(column)}`}
                >
                  {column.slot === 'detail' && <CardLabel>{column.label}</CardLabel>}
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        <tfoot role="rowgroup" className="border-t-2 border-slate-200 bg-slate-50 font-semibold text-slate-900">
          <tr
            role="row"
            data-testid="report-totals"
            className="grid grid-cols-2 gap-x-3 gap-y-2 px-4 py-3 md:table-row md:p-0"
          >
            <th
              role="rowheader"
              scope="row"
              colSpan={Math.max(1, labelSpan)}
              className="col-span-2 md:px-2.5 md:py-2.5 md:align-top"
            >
              <span className="block">{totalsLabel}</span>
              {totalsNote && <span className="mt-0.5 block text-xs font-normal text-slate-600">{totalsNote}</span>}
            </th>
            {columns.slice(Math.max(1, labelSpan)).map((column) =>
              column.total === undefined ? (
                <td key={column.key} role="cell" className={`max-md:hidden md:px-2.5 md:py-2.5 ${onlyClass(column)}`} />
              ) : (
                <td
                  key={column.key}
                  role="cell"
                  data-total={column.key}
                  className={`md:px-2.5 md:py-2.5 md:align-top ${column.numeric ? 'tabular-nums md:text-right md:whitespace-nowrap' : ''} ${onlyClass(column)}`}
                >
                  <CardLabel>{column.label}</CardLabel>
                  {column.total}
                </td>
              ),
            )}
          </tr>
        </tfoot>
      </table>
    </div>
  );
}
