import { useTranslation } from 'react-i18next';
import { useExternalStore } from '../../lib/external-store.ts';
import type { Notice, NoticeCenter, NoticeKind } from '../../lib/notices.ts';
import { notices as appNotices } from '../../lib/notices.ts';
import type { IconName } from './icon.tsx';
import { Icon } from './icon.tsx';

const tone: Record<NoticeKind, string> = {
  error: 'border-red-200 bg-red-50 text-red-900',
  warning: 'border-amber-200 bg-amber-50 text-amber-900',
  success: 'border-emerald-200 bg-emerald-50 text-emerald-900',
  info: 'border-sky-200 bg-sky-50 text-sky-900',
};

const snackbarTone: Record<NoticeKind, string> = {
  error: 'bg-red-700 text-white',
  warning: 'bg-amber-400 text-amber-950',
  success: 'bg-emerald-700 text-white',
  info: 'bg-slate-800 text-white',
};

const icons: Record<NoticeKind, IconName> = { error: 'alert', warning: 'alert', success: 'check', info: 'info' };

function DismissButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onClick}
      className="-my-2 -mr-2 inline-flex size-11 shrink-0 items-center justify-center rounded-lg opacity-80 hover:opacity-100"
      aria-label={t('app.dismiss')}
    >
      <Icon name="close" className="size-5" />
    </button>
  );
}

/** Page alerts (form errors and the like); cleared by the next API request (PLT-07). */
export function AlertList({ center = appNotices }: { center?: NoticeCenter }) {
  const alerts = useExternalStore(center.alerts);
  if (alerts.length === 0) return null;
  return (
    <div className="flex flex-col gap-2">
      {alerts.map((notice: Notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' ? 'alert' : 'status'}
          className={`flex items-start gap-3 rounded-xl border px-4 py-3 text-sm ${tone[notice.kind]}`}
        >
          <Icon name={icons[notice.kind]} className="mt-0.5 size-5 shrink-0" />
          <p className="flex-1">{notice.message}</p>
          <DismissButton onClick={() => center.dismissAlert(notice.id)} />
        </div>
      ))}
    </div>
  );
}

/** Snackbars float above the bottom navigation (PLT-04/05/06). */
export function SnackbarHost({ center = appNotices }: { center?: NoticeCenter }) {
  const snackbars = useExternalStore(center.snackbars);
  return (
    <div
      aria-live="assertive"
      className="pointer-events-none fixed inset-x-0 bottom-[calc(var(--bottom-nav-height)+env(safe-area-inset-bottom)+0.75rem)] z-50 flex flex-col items-center gap-2 px-3 lg:bottom-6"
    >
      {snackbars.map((notice) => (
        <div
          key={notice.id}
          role={notice.kind === 'error' || notice.kind === 'warning' ? 'alert' : 'status'}
          data-kind={notice.kind}
          className={`pointer-events-auto flex w-full max-w-md items-center gap-3 rounded-xl px-4 py-3 text-sm font-medium shadow-lg ${snackbarTone[notice.kind]}`}
        >
          <Icon name={icons[notice.kind]} className="size-5 shrink-0" />
          <p className="flex-1">{notice.message}</p>
          <DismissButton onClick={() => center.dismissSnackbar(notice.id)} />
        </div>
      ))}
    </div>
  );
}
