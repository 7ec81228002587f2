import type { ReactNode } from 'react';

/** The frame of every /auth page: one card, centred, full width on phones. */
export function AuthCard({
  title,
  subtitle,
  icon,
  children,
  footer,
}: {
  title: string;
  subtitle?: ReactNode;
  icon?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
}) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-5 sm:py-10">
      <section className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-8">
        {icon && (
          <span className="mb-4 flex size-12 items-center justify-center rounded-2xl bg-brand/10 text-brand">
            {icon}
          </span>
        )}
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
        {subtitle && <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">{subtitle}</p>}
        <div className="mt-6">{children}</div>
      </section>
      {footer && (
        <div className="mt-5 flex flex-col items-center gap-1 text-center text-sm text-slate-600">{footer}</div>
      )}
    </div>
  );
}
