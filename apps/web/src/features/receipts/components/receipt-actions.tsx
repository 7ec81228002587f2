import type { ReactNode } from 'react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Receipt } from '@konter/shared/contracts/transactions';
import { Button, buttonClassName } from '../../../components/ui/button.tsx';
import { printDocument } from '../../../lib/native-bridge.ts';
import { notices } from '../../../lib/notices.ts';
import { useReceiptDocument } from '../hooks/use-receipt-document.ts';
import type { ReceiptDocument } from '../receipt-document.ts';
import { receiptHtml } from '../receipt-html.ts';
import { columnsByPaperWidth, layoutReceipt } from '../receipt-layout.ts';
import { receiptPlainText, whatsAppShareUrl } from '../receipt-share.ts';
import type { ThermalConnection } from '../../../lib/thermal-printer.ts';
import { printOverThermal, ThermalPrinterError, thermalConnections } from '../../../lib/thermal-printer.ts';
import { ReceiptIcon } from './receipt-icons.tsx';

/** Two buttons side by side on a 360 px phone: one line each. */
const compact = 'gap-1.5 whitespace-nowrap px-2 text-[0.95rem]';

/** The ESC/POS encoder loads with the first thermal print (or when a printer can be reached), not with every page. */
const loadEncoder = () => import('../escpos.ts');

/**
 * What can be done with a receipt: print it (browser dialog, or the Android wrapper's printing), download it as a
 * PDF one roll wide, send it straight to a Bluetooth or USB thermal printer where the browser can, and share it to
 * WhatsApp as text. Everything uses the printable document only: the owner's figures never leave the screen.
 */
export function ReceiptActions({
  receipt,
  doc,
  printable: givenPrintable,
  share,
}: {
  receipt: Receipt;
  doc: ReceiptDocument;
  /** What printers and the PDF get, when the page builds its own document (a bill receipt); else the receipt's. */
  printable?: ReceiptDocument;
  /**
   * The page's own way to share the receipt's text (the referral link beside it, REF-01), given by the route that
   * composes the features; in its place of the plain WhatsApp link.
   */
  share?: (text: string) => ReactNode;
}) {
  const { t } = useTranslation();
  const refId = receipt.transaction.ref_id;
  const builtPrintable = useReceiptDocument(receipt, { forPrinter: true });
  const printable = givenPrintable ?? builtPrintable;
  const [busy, setBusy] = useState<null | 'pdf' | ThermalConnection>(null);
  const connections = useMemo(() => thermalConnections(), []);
  const paperWidth = doc.settings.paper_width;
  const lines = useMemo(() => layoutReceipt(printable, columnsByPaperWidth[paperWidth]), [printable, paperWidth]);
  const shareText = useMemo(() => receiptPlainText(doc), [doc]);
  const shareUrl = whatsAppShareUrl(shareText);

  // Web Bluetooth and WebUSB only open their chooser right after a tap: the code must be here before it.
  useEffect(() => {
    if (connections.length > 0) void loadEncoder();
  }, [connections]);

  const print = () => {
    printDocument(receiptHtml(lines, paperWidth, `${doc.title} ${refId}`));
  };

  const downloadPdf = async () => {
    setBusy('pdf');
    try {
      const { buildReceiptPdf, loadPdfLogo } = await import('../receipt-pdf.ts');
      const logo = doc.store.logoUrl ? await loadPdfLogo(doc.store.logoUrl) : null;
      buildReceiptPdf(lines, paperWidth, { logo }).save(`struk-${refId}.pdf`);
    } catch {
      notices.showSnackbar('error', t('receipts.pdf_failed'));
    } finally {
      setBusy(null);
    }
  };

  const printThermal = async (connection: ThermalConnection) => {
    setBusy(connection);
    try {
      const { encodeEscPos } = await loadEncoder();
      await printOverThermal(connection, encodeEscPos(lines, columnsByPaperWidth[paperWidth]));
      notices.showSnackbar('success', t('receipts.printed'));
    } catch (error) {
      if (error instanceof ThermalPrinterError && error.reason === 'cancelled') return;
      const key = error instanceof ThermalPrinterError && error.reason === 'no-endpoint' ? 'no_endpoint' : 'failed';
      notices.showSnackbar('error', t(`receipts.print_${key}`));
    } finally {
      setBusy(null);
    }
  };

  return (
    <div className="flex flex-col gap-2">
      <div className="grid grid-cols-2 gap-2">
        <Button onClick={print} className="col-span-2">
          <ReceiptIcon name="printer" />
          {t('receipts.print')}
        </Button>
        <Button
          variant="secondary"
          className={`${compact} ${share ? 'col-span-2' : ''}`}
          onClick={() => void downloadPdf()}
          disabled={busy !== null}
        >
          <ReceiptIcon name="download" />
          {busy === 'pdf' ? t('receipts.preparing') : t('receipts.download_pdf')}
        </Button>
        {!share && (
          <a
            href={shareUrl}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName('secondary', compact)}
            data-testid="share-whatsapp"
          >
            <ReceiptIcon name="whatsapp" />
            {t('receipts.share_whatsapp')}
          </a>
        )}
        {connections.map((connection) => (
          <Button
            key={connection}
            variant="secondary"
            onClick={() => void printThermal(connection)}
            disabled={busy !== null}
            className={`${compact} ${connections.length === 1 ? 'col-span-2' : ''}`}
          >
            <ReceiptIcon name={connection === 'bluetooth' ? 'bluetooth' : 'usb'} />
            {busy === connection ? t('receipts.printing') : t(`receipts.print_${connection}`)}
          </Button>
        ))}
      </div>
      {connections.length > 0 && <p className="text-sm text-slate-600">{t('receipts.thermal_hint')}</p>}
      {share && <div className="mt-2 print:hidden">{share(shareText)}</div>}
    </div>
  );
}
