import type { ReactNode } from 'react';
import { Icon } from './icon.tsx';

/**
 * In place of a page the account may not use: who it is for and where to go instead (a screen that says why, not a
 * silent redirect or a failed load). `action` is the way on (a link).
 */
export function RefusalNotice({
  title,
  children,
  action,
  testId,
}: {
  title: string;
  children: ReactNode;
  action?: ReactNode;
  testId?: string;
}) {
  return (
    <section
      aria-label={title}
      className="flex flex-col items-start gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-5 text-amber-950"
      data-testid={testId}
    >
      <Icon name="alert" className="size-7 text-amber-700" />
      <h2 className="text-lg font-bold">{title}</h2>
      <p className="leading-relaxed">{children}</p>
      {action}
    </section>
  );
}
