import type { ReactNode } from 'react';

/**
 * The frame of a report screen: like the app's page frame, but as wide as a 1280 px screen allows, because a
 * report's table has many columns side by side.
 */
export function ReportFrame({
  title,
  description,
  nav,
  children,
}: {
  title: string;
  description?: ReactNode;
  nav?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-4 px-4 py-4 lg:px-6">
      {nav}
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}
