import type { ReactNode } from 'react';

/**
 * The frame of the receipt screens: the shared page frame's heading, in a wider column so the receipt (or its
 * preview) can stand beside its controls on tablets and desktops.
 */
export function ReceiptPageFrame({
  title,
  description,
  children,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto flex w-full max-w-4xl flex-col gap-4 px-4 py-5">
      <div>
        <h1 className="text-2xl leading-tight font-bold text-slate-900">{title}</h1>
        {description && <p className="mt-1.5 text-[0.95rem] leading-relaxed text-slate-600">{description}</p>}
      </div>
      {children}
    </div>
  );
}
