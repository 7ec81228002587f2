import type { CSSProperties, Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReceiptSettings } from '@konter/shared/contracts/transactions';
import type { ReceiptDocument, ReceiptField } from '../receipt-document.ts';
import { TransactionStatusBadge } from './transaction-status-badge.tsx';

/** Base text size of each font size setting (RCP-02), in px so the app's own font size preference leaves it alone. */
export const paperFontPx: Record<ReceiptSettings['font_size'], number> = {
  small: 10,
  regular: 11.5,
  large: 13,
  huge: 15,
};

/**
 * A large serial number (RCP-02) is as large as one line of the paper allows, up to 1.6 times the text, so a PLN
 * token stays on one line when it can; never smaller than the text around it (then it wraps).
 */
function largeSerialStyle(value: string, paperWidth: ReceiptSettings['paper_width']): CSSProperties {
  const printable = `${paperWidth}mm - 5mm`;
  return { fontSize: `max(1em, min(1.6em, calc((${printable}) / ${(value.length * 0.62).toFixed(2)})))` };
}

function Rule() {
  return <hr className="my-1.5 border-0 border-t border-dashed border-current opacity-60" />;
}

function Fields({ fields, large }: { fields: ReceiptField[]; large: boolean }) {
  return (
    <dl className="flex flex-col gap-0.5">
      {fields.map((field) => (
        <div
          key={field.key}
          data-field={field.key}
          className={`flex items-baseline justify-between gap-2 ${
            large && field.prominent ? 'text-[1.25em] leading-snug font-bold' : ''
          } ${field.key === 'total' ? 'font-bold' : ''}`}
        >
          <dt className="shrink-0">{field.label}</dt>
          <dd className="min-w-0 text-right [overflow-wrap:anywhere]">{field.value}</dd>
        </div>
      ))}
    </dl>
  );
}

export type ReceiptPaperProps = {
  doc: ReceiptDocument;
  /** The receipt of a real transaction is printable and carries the test hooks; the settings preview is neither. */
  variant?: 'receipt' | 'preview';
  className?: string;
  ref?: Ref<HTMLElement>;
};

/**
 * The receipt as it prints (RCP-01, RCP-02): one roll wide (58 or 80 mm, also on screen), monospace, black on white.
 * Only what is on this paper is printed; the owner's own figures live outside it.
 */
export function ReceiptPaper({ doc, variant = 'receipt', className = '', ref }: ReceiptPaperProps) {
  const { t } = useTranslation();
  const { settings } = doc;
  const largeText = settings.large_text || settings.font_size === 'large' || settings.font_size === 'huge';
  const style: CSSProperties = { width: `${settings.paper_width}mm`, fontSize: `${paperFontPx[settings.font_size]}px` };
  const hooks =
    variant === 'receipt'
      ? {
          'data-testid': 'receipt',
          'data-print-receipt': '',
          'data-status': doc.status,
          'data-paper-width': settings.paper_width,
        }
      : { 'data-testid': 'receipt-preview', 'data-paper-width': settings.paper_width };

  return (
    <article
      ref={ref}
      {...hooks}
      aria-label={t('receipts.paper_label')}
      style={style}
      className={`receipt-paper mx-auto max-w-full shrink-0 bg-white px-[2.5mm] py-[3mm] font-mono leading-[1.35] text-black shadow-md ring-1 ring-slate-200 ${className}`}
    >
      <header className="text-center">
        {doc.store.logoUrl && (
          <img src={doc.store.logoUrl} alt="" className="mx-auto mb-1 max-h-16 max-w-[60%] object-contain grayscale" />
        )}
        <p className={`font-bold ${largeText ? 'text-[1.3em] leading-snug' : 'text-[1.1em]'}`}>{doc.store.name}</p>
        {doc.store.lines.map((line) => (
          <p key={line} data-field="store-line">
            {line}
          </p>
        ))}
      </header>
      <Rule />
      <div className="flex flex-col items-center gap-1 text-center">
        <p className="font-bold tracking-wide">{doc.title}</p>
        <TransactionStatusBadge status={doc.status} className="receipt-status text-[0.95em]" />
      </div>
      <Rule />
      <Fields fields={doc.details} large={largeText} />
      {doc.serial && (
        <>
          <Rule />
          <div data-field="serial" data-token={doc.serial.token} className="text-center">
            <p>{doc.serial.label}</p>
            <p
              data-testid="receipt-serial"
              data-large={settings.large_serial}
              className="leading-snug font-bold [overflow-wrap:anywhere]"
              style={settings.large_serial ? largeSerialStyle(doc.serial.value, settings.paper_width) : undefined}
            >
              {doc.serial.value}
            </p>
          </div>
        </>
      )}
      <Rule />
      <Fields fields={doc.amounts} large={largeText} />
      <Fields fields={doc.payment} large={false} />
      {doc.failedReason && (
        <>
          <Rule />
          <div data-field="failed_reason">
            <p className="font-bold">{doc.failedReason.label}</p>
            <p>{doc.failedReason.value}</p>
          </div>
        </>
      )}
      {doc.note && (
        <>
          <Rule />
          <p
            data-field="note"
            data-align={settings.note_left ? 'left' : 'center'}
            className={`whitespace-pre-line ${settings.note_left ? 'text-left' : 'text-center'}`}
          >
            {doc.note}
          </p>
        </>
      )}
    </article>
  );
}
