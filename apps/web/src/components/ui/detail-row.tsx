import type { ReactNode } from 'react';

/**
 * A label and its value in a detail list (`<dl>`): a confirmation's summary, a transaction's status card. Long values
 * (a token, a bank account name) wrap instead of pushing the label out of a phone's width.
 */
export function DetailRow({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="flex items-start justify-between gap-3 py-2">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-semibold break-words text-slate-900" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
