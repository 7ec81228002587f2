import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { BulkRow, BulkUploadDetail } from '@konter/shared/contracts/bulk';
import { formatRupiah } from '@konter/shared/money';
import { useBulkText } from '../bulk-text.ts';
import { RowStatusBadge } from './upload-status-badge.tsx';

/** Where a bought row's receipt is: the route passes the receipts' own path. */
export type ReceiptHref = (refId: string) => string;

const headClass = 'px-3 py-2 font-semibold whitespace-nowrap';

/**
 * A section of rows: cards on a phone, a table from the small breakpoint up (the same rows twice, one hidden). Every
 * row leads with its line, number and product; `trailing` is what a card shows beside the line, `details` under the
 * product, `headers` and `cells` the table's further columns.
 */
function RowsSection({
  id,
  title,
  note,
  testId,
  tone,
  rows,
  trailing,
  details,
  headers,
  cells,
}: {
  id: string;
  title: string;
  note?: string;
  testId: string;
  tone: 'problem' | 'plain';
  rows: BulkRow[];
  trailing: (row: BulkRow) => ReactNode;
  details: (row: BulkRow) => ReactNode;
  headers: string[];
  cells: (row: BulkRow) => ReactNode;
}) {
  const { t } = useBulkText();
  return (
    <section aria-labelledby={id} className="flex flex-col gap-2" data-testid={testId}>
      <h3 id={id} className="text-base font-bold text-slate-900">
        {title} ({rows.length})
      </h3>
      {note && <p className="text-sm text-slate-600">{note}</p>}
      <ul className="flex flex-col gap-2 sm:hidden">
        {rows.map((row) => (
          <li
            key={row.line}
            className={`rounded-xl border px-3 py-2.5 text-sm ${
              tone === 'problem' ? 'border-red-200 bg-red-50/60' : 'border-slate-200 bg-white'
            }`}
            data-line={row.line}
          >
            <div className="flex items-baseline justify-between gap-2">
              <span className="font-bold text-slate-900">{t('excel.line_n', { line: row.line })}</span>
              {trailing(row)}
            </div>
            <RowNumber row={row} />
            <div className="mt-1 text-slate-700">
              <RowProduct row={row} />
            </div>
            {details(row)}
          </li>
        ))}
      </ul>
      <div className="hidden overflow-x-auto rounded-xl ring-1 ring-slate-200 sm:block">
        <table className="w-full text-left text-sm">
          <thead className="bg-slate-50 text-slate-700">
            <tr>
              {[t('excel.line'), t('excel.number'), t('excel.product'), ...headers].map((header) => (
                <th key={header} scope="col" className={headClass}>
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200 bg-white">
            {rows.map((row) => (
              <tr key={row.line} data-line={row.line} className="align-top">
                <td className="px-3 py-2 font-semibold whitespace-nowrap tabular-nums">{row.line}</td>
                <td className="px-3 py-2 whitespace-nowrap">
                  <RowNumber row={row} />
                </td>
                <td className="px-3 py-2">
                  <RowProduct row={row} />
                </td>
                {cells(row)}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

/** The number as it is sent and, when the check corrected it, as the file wrote it. */
function RowNumber({ row }: { row: BulkRow }) {
  const { t } = useBulkText();
  return (
    <>
      <span className="block tabular-nums text-slate-900" data-testid="row-number">
        {row.destination || '—'}
      </span>
      {row.written_destination !== null && row.written_destination !== '' && (
        <span className="block text-xs text-slate-600" data-testid="row-written">
          {t('excel.written_as', { number: row.written_destination })}
        </span>
      )}
    </>
  );
}

function RowProduct({ row }: { row: BulkRow }) {
  return (
    <>
      {row.product_name && <span className="block">{row.product_name}</span>}
      <span className="block font-mono text-xs text-slate-600">{row.product_code || '—'}</span>
    </>
  );
}

/** The refused rows with their line numbers and reasons (XLS-04): never bought. */
function RefusedRows({ rows, note }: { rows: BulkRow[]; note?: string }) {
  const { t } = useBulkText();
  const reasons = (row: BulkRow) => row.errors.map((error) => error.message);
  return (
    <RowsSection
      id="row-errors-title"
      title={t('excel.errors_title')}
      note={note}
      testId="row-errors"
      tone="problem"
      rows={rows}
      trailing={() => null}
      details={(row) => (
        <ul className="mt-1 list-disc pl-5 text-red-800">
          {reasons(row).map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      )}
      headers={[t('excel.problem')]}
      cells={(row) => <td className="px-3 py-2 text-red-800">{reasons(row).join('; ')}</td>}
    />
  );
}

/** The rows that passed the check, before the go-ahead: each number as it will be sent, the product and price. */
function ValidRows({ rows }: { rows: BulkRow[] }) {
  const { t } = useBulkText();
  const money = (amount: number | null) => (amount === null ? '—' : formatRupiah(amount));
  return (
    <RowsSection
      id="valid-rows-title"
      title={t('excel.valid_title')}
      note={t('excel.valid_note')}
      testId="valid-rows"
      tone="plain"
      rows={rows}
      trailing={(row) => <span className="font-semibold tabular-nums">{money(row.price)}</span>}
      details={(row) =>
        row.selling_price !== null && (
          <p className="mt-1 text-xs text-slate-600">
            {t('excel.selling_price')}: {formatRupiah(row.selling_price)}
          </p>
        )
      }
      headers={[t('excel.price'), t('excel.selling_price')]}
      cells={(row) => (
        <>
          <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{money(row.price)}</td>
          <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{money(row.selling_price)}</td>
        </>
      )}
    />
  );
}

/** A bought row's transaction number, opening its receipt. */
function TransactionLink({ row, receiptHref }: { row: BulkRow; receiptHref: ReceiptHref }) {
  const { t } = useBulkText();
  if (!row.ref_id) return <span className="text-slate-500">—</span>;
  return (
    <Link
      to={receiptHref(row.ref_id)}
      aria-label={t('excel.open_receipt', { ref: row.ref_id })}
      className="font-mono text-xs text-brand underline-offset-2 hover:underline"
      data-testid="row-ref"
    >
      {row.ref_id}
    </Link>
  );
}

/** The serial number of a bought row, or why it failed or was not bought. */
function RowOutcome({ row }: { row: BulkRow }) {
  if (row.serial_number) {
    return (
      <span className="font-mono text-xs break-all text-slate-900" data-testid="row-serial">
        {row.serial_number}
      </span>
    );
  }
  if (row.failure) return <span className="text-xs text-red-800">{row.failure}</span>;
  return <span className="text-slate-500">—</span>;
}

/** After the go-ahead: every valid row as its transaction, live: status, number, serial number and receipt. */
function TransactionRows({ rows, receiptHref, title }: { rows: BulkRow[]; receiptHref: ReceiptHref; title: string }) {
  const { t } = useBulkText();
  return (
    <RowsSection
      id="row-transactions-title"
      title={title}
      testId="row-transactions"
      tone="plain"
      rows={rows}
      trailing={(row) => <RowStatusBadge status={row.status} />}
      details={(row) => (
        <dl className="mt-2 grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-xs">
          <dt className="text-slate-600">{t('excel.transaction')}</dt>
          <dd>
            <TransactionLink row={row} receiptHref={receiptHref} />
          </dd>
          <dt className="text-slate-600">{t('excel.serial')}</dt>
          <dd>
            <RowOutcome row={row} />
          </dd>
        </dl>
      )}
      headers={[t('excel.row_status'), t('excel.transaction'), t('excel.serial')]}
      cells={(row) => (
        <>
          <td className="px-3 py-2" data-status={row.status}>
            <RowStatusBadge status={row.status} />
          </td>
          <td className="px-3 py-2 whitespace-nowrap">
            <TransactionLink row={row} receiptHref={receiptHref} />
          </td>
          <td className="max-w-56 px-3 py-2">
            <RowOutcome row={row} />
          </td>
        </>
      )}
    />
  );
}

/**
 * Every row of an upload (XLS-04). Before the go-ahead: the refused rows with their reasons, then the valid ones
 * with the numbers as they will be sent. Once confirmed (or canceled): each valid row as its transaction (status,
 * receipt, serial number or why it failed), then the refused rows, which were never bought.
 */
export function UploadRows({ upload, receiptHref }: { upload: BulkUploadDetail; receiptHref: ReceiptHref }) {
  const { t } = useBulkText();
  const refused = upload.lines.filter((row) => row.status === 'invalid');
  const others = upload.lines.filter((row) => row.status !== 'invalid');
  const checking = upload.status === 'validated' || upload.status === 'uploaded';
  const refusedNote = checking && others.length > 0 ? t('excel.errors_note') : undefined;
  // Canceled before the go-ahead: the valid rows were never bought, each says so in place of a transaction.
  const outcomesTitle = upload.confirmed_at === null ? t('excel.valid_title') : t('excel.transactions_title');
  return (
    <div className="flex flex-col gap-4">
      {!checking && others.length > 0 && (
        <TransactionRows rows={others} receiptHref={receiptHref} title={outcomesTitle} />
      )}
      {refused.length > 0 && <RefusedRows rows={refused} note={refusedNote} />}
      {checking && others.length > 0 && <ValidRows rows={others} />}
    </div>
  );
}
