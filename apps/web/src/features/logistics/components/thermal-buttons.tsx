import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button.tsx';
import { notices } from '../../../lib/notices.ts';
import {
  printOverThermal,
  ThermalPrinterError,
  thermalConnections,
  type ThermalConnection,
} from '../../../lib/thermal-printer.ts';

/** The ESC/POS encoder loads with the first print (or when a printer can be reached), not with the page. */
export const loadLabelEncoder = () => import('../label-escpos.ts');

/**
 * 'Bluetooth printer' / 'USB printer': sends what `encode` makes to a thermal printer where the browser can reach
 * one (a label, a manifest), with the snackbar of how it went; where it cannot, says so.
 */
export function ThermalButtons({
  encode,
  printed,
  failed,
}: {
  encode: (encoder: Awaited<ReturnType<typeof loadLabelEncoder>>) => Uint8Array;
  printed: string;
  failed: string;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState<ThermalConnection | null>(null);
  const connections = useMemo(() => thermalConnections(), []);

  // Web Bluetooth and WebUSB only open their chooser right after a tap: the code must be here before it.
  useEffect(() => {
    if (connections.length > 0) void loadLabelEncoder();
  }, [connections]);

  const print = async (connection: ThermalConnection) => {
    setBusy(connection);
    try {
      await printOverThermal(connection, encode(await loadLabelEncoder()));
      notices.showSnackbar('success', printed);
    } catch (error) {
      if (error instanceof ThermalPrinterError && error.reason === 'cancelled') return;
      notices.showSnackbar('error', failed);
    } finally {
      setBusy(null);
    }
  };

  if (connections.length === 0) return <p className="text-sm text-slate-600">{t('pos.label.thermal_unsupported')}</p>;
  return (
    <div className="grid grid-cols-2 gap-2">
      {connections.map((connection) => (
        <Button
          key={connection}
          variant="secondary"
          onClick={() => void print(connection)}
          disabled={busy !== null}
          className={connections.length === 1 ? 'col-span-2' : ''}
        >
          {busy === connection ? t('pos.label.printing') : t(`pos.label.thermal_${connection}`)}
        </Button>
      ))}
    </div>
  );
}
