import type { ReactNode } from 'react';
import { useEffect, useId, useRef } from 'react';

/**
 * A modal sheet from the bottom on phones, a centred dialog from 640 px. Whether it is open is the screen's
 * business (a `dialog` query key, so the back button closes it and the page does not scroll behind: NAV-03).
 */
export function BottomSheet({
  title,
  children,
  onClose,
  closable = true,
}: {
  title: string;
  children: ReactNode;
  onClose: () => void;
  /** False while something is on its way (a purchase, a payment): Escape and the backdrop then do nothing. */
  closable?: boolean;
}) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    // A field that focused itself (the PIN) keeps it; otherwise the marked element, else the sheet itself.
    if (!panel.current?.contains(document.activeElement)) {
      const first = panel.current?.querySelector<HTMLElement>('[data-autofocus]');
      (first ?? panel.current)?.focus();
    }
    return () => previous?.focus();
  }, []);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && closable) onClose();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [onClose, closable]);

  return (
    <div className="fixed inset-0 z-40 flex items-end justify-center sm:items-center sm:p-4">
      <div
        className="absolute inset-0 bg-slate-900/50"
        aria-hidden="true"
        onClick={() => {
          if (closable) onClose();
        }}
      />
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className="relative flex max-h-[92dvh] w-full max-w-md flex-col gap-4 overflow-y-auto rounded-t-3xl bg-white p-5 pb-[calc(1.25rem+env(safe-area-inset-bottom))] shadow-2xl outline-none sm:rounded-3xl"
      >
        <div className="mx-auto -mt-2 h-1.5 w-10 rounded-full bg-slate-300 sm:hidden" aria-hidden="true" />
        <h2 id={titleId} className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {children}
      </div>
    </div>
  );
}
