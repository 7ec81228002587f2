import { useExternalStore } from '../../lib/external-store.ts';
import type { LoadingIndicator } from '../../lib/loading.ts';
import { Spinner } from './spinner.tsx';

/** The global "request running" indicator (PLT-07): a small pill that does not block the page. */
export function GlobalLoadingIndicator({ indicator, label }: { indicator: LoadingIndicator; label: string }) {
  const visible = useExternalStore(indicator.visible);
  if (!visible) return null;
  return (
    <div
      className="pointer-events-none fixed inset-x-0 top-3 z-50 flex justify-center"
      role="status"
      aria-live="polite"
    >
      <div className="flex items-center gap-2 rounded-full bg-white/95 px-4 py-2 text-sm font-medium text-slate-700 shadow-lg ring-1 ring-slate-200">
        <Spinner className="size-4" />
        {label}
      </div>
    </div>
  );
}
