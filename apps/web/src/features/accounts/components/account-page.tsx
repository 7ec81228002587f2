import type { ReactNode } from 'react';

/** The frame of an /account screen: a heading and its content in a readable column. */
export function AccountPage({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-5">
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}

export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}>
      {children}
    </section>
  );
}

export function PageSpinnerText({ label }: { label: string }) {
  return (
    <p role="status" className="py-10 text-center text-slate-500">
      {label}
    </p>
  );
}
