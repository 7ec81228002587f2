import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/ui/icon.tsx';
import { applyUpdate, waitingUpdate } from '../../lib/app-update.ts';
import { useExternalStore } from '../../lib/external-store.ts';

/**
 * §8 "update available": a new build is deployed and its worker waits. The bar offers "reload" (the same screen comes
 * back, on the new build) and "later"; it never reloads by itself, so a half-typed form or a purchase being watched
 * is not lost.
 */
export function UpdatePrompt({ container }: { container?: Parameters<typeof applyUpdate>[0] }) {
  const { t } = useTranslation();
  const waiting = useExternalStore(waitingUpdate);
  const [later, setLater] = useState(false);
  const [reloading, setReloading] = useState(false);
  if (!waiting || later) return null;
  const workers = container ?? (typeof navigator === 'undefined' ? undefined : navigator.serviceWorker);
  return (
    <div className="pointer-events-none fixed inset-x-0 top-2 z-50 flex justify-center px-3">
      <div
        role="status"
        data-testid="update-prompt"
        className="pointer-events-auto flex w-full max-w-md flex-wrap items-center gap-x-3 gap-y-2 rounded-xl bg-slate-900 px-4 py-3 text-sm font-medium text-white shadow-lg"
      >
        <Icon name="info" className="size-5 shrink-0" />
        <p className="min-w-0 flex-1 basis-40">{reloading ? t('app.update_reloading') : t('app.update_available')}</p>
        {!reloading && (
          <span className="flex shrink-0 gap-2">
            <button
              type="button"
              onClick={() => setLater(true)}
              className="min-h-11 rounded-lg px-3 font-semibold text-slate-200 hover:bg-white/10"
            >
              {t('app.update_later')}
            </button>
            <button
              type="button"
              onClick={() => {
                setReloading(true);
                applyUpdate(workers);
              }}
              className="min-h-11 rounded-lg bg-white px-3 font-semibold text-slate-900 hover:bg-slate-100"
            >
              {t('app.update_reload')}
            </button>
          </span>
        )}
      </div>
    </div>
  );
}
