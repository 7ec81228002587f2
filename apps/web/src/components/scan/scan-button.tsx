import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../ui/icon.tsx';
import { canOpenCamera } from './scanned-number.ts';

const ScanSheet = lazy(async () => ({ default: (await import('./scan-sheet.tsx')).ScanSheet }));

/**
 * "Scan" beside a number field: opens the camera and fills the field with the number a barcode or QR code carries.
 * Not shown where the browser cannot open a camera at all, so nobody taps a button that cannot work.
 */
export function ScanButton({ onNumber }: { onNumber: (value: string) => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // The number is handed over once the sheet has gone: closing gives focus back to this button, and the field that
  // receives the number (and may focus itself) must come after that.
  const scanned = useRef<string | null>(null);
  useEffect(() => {
    const value = scanned.current;
    if (open || value === null) return;
    scanned.current = null;
    onNumber(value);
  }, [open, onNumber]);
  if (!canOpenCamera()) return null;
  return (
    <>
      <button
        type="button"
        onClick={() => setOpen(true)}
        data-testid="scan-number"
        className="inline-flex min-h-11 shrink-0 items-center gap-1 rounded-lg px-2 text-sm font-semibold text-brand hover:bg-brand/10"
      >
        <Icon name="scan" className="size-5" />
        <span className="sr-only sm:not-sr-only">{t('scan.button')}</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <ScanSheet
            onClose={() => setOpen(false)}
            onNumber={(value) => {
              scanned.current = value;
              setOpen(false);
            }}
          />
        </Suspense>
      )}
    </>
  );
}
