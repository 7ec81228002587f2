import type { ReactNode } from 'react';

const widths = { form: 'max-w-2xl', wide: 'max-w-4xl', full: 'max-w-5xl lg:px-6' } as const;

/**
 * The frame of a member screen: an optional navigation (a feature's tabs), a heading with its description, and the
 * content in a readable column. `compact` tightens the vertical padding, for screens that open with their tabs;
 * `width` widens the column where content sits side by side on desktop (a receipt beside its controls: `wide`; the
 * nominal grid beside the purchase form: `full`).
 */
export function PageFrame({
  title,
  description,
  nav,
  compact = false,
  width = 'form',
  children,
}: {
  title: string;
  description?: ReactNode;
  nav?: ReactNode;
  compact?: boolean;
  width?: keyof typeof widths;
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto flex w-full ${widths[width]} flex-col gap-4 px-4 ${compact ? 'py-4' : 'py-5'}`}>
      {nav}
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}

/** A white, rounded section of a screen. */
export function Card({ children, className = '' }: { children: ReactNode; className?: string }) {
  return (
    <section className={`rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5 ${className}`}>
      {children}
    </section>
  );
}

/** A line in place of content that is still loading (or failed to), announced to screen readers. */
export function LoadingText({ label }: { label: string }) {
  return (
    <p role="status" className="py-10 text-center text-slate-500">
      {label}
    </p>
  );
}
