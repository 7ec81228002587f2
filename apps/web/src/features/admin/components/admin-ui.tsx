import type { ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { useAdminText } from './admin-text.ts';

/** The frame of a back-office screen: a heading, its description and actions, then the content at full width. */
export function AdminPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="flex w-full flex-col gap-4 px-4 py-5 lg:px-8">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
          {description && <p className="mt-1 text-[0.95rem] text-slate-600">{description}</p>}
        </div>
        {actions}
      </div>
      {children}
    </div>
  );
}

/** A white section of a back-office screen with an optional heading. */
export function Panel({
  title,
  actions,
  children,
  className = '',
}: {
  title?: string;
  actions?: ReactNode;
  children: ReactNode;
  className?: string;
}) {
  return (
    <section className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 ${className}`}>
      {(title || actions) && (
        <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
          {title && <h2 className="text-lg font-semibold text-slate-900">{title}</h2>}
          {actions}
        </div>
      )}
      {children}
    </section>
  );
}

const tones = {
  green: 'bg-emerald-50 text-emerald-800 ring-emerald-200',
  amber: 'bg-amber-50 text-amber-900 ring-amber-200',
  red: 'bg-red-50 text-red-800 ring-red-200',
  slate: 'bg-slate-100 text-slate-700 ring-slate-200',
} as const;

export function Badge({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-semibold ring-1 ${tones[tone]}`}>
      {children}
    </span>
  );
}

/** What a query shows while it loads or after it failed; null once there is data. */
export function QueryState({ query }: { query: { isPending: boolean; isError: boolean; refetch: () => unknown } }) {
  const { t } = useAdminText();
  if (query.isPending) {
    return (
      <p role="status" className="py-8 text-center text-slate-500">
        {t('admin.loading')}
      </p>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className="flex flex-col items-center gap-3 py-8 text-slate-700">
        <p>{t('admin.load_failed')}</p>
        <Button variant="secondary" onClick={() => void query.refetch()}>
          {t('admin.retry')}
        </Button>
      </div>
    );
  }
  return null;
}

export const inputClassName =
  'min-h-11 w-full rounded-xl border border-slate-300 bg-white px-3 text-base text-slate-900 ' +
  'focus-visible:border-brand focus-visible:outline-2 focus-visible:outline-brand';

export const labelClassName = 'text-sm font-semibold text-slate-800';
