import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';

/** The search field above a list of the network's pages (downlines, cashback products or billers). */
export function ListSearch({
  label,
  icon,
  value,
  onChange,
  testId,
}: {
  label: string;
  icon: IconName;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <label className="flex min-h-12 items-center gap-2 rounded-xl bg-white px-3 ring-1 ring-slate-300">
      <Icon name={icon} className="size-5 text-slate-500" />
      <span className="sr-only">{label}</span>
      <input
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={label}
        className="min-w-0 flex-1 bg-transparent py-3 text-base outline-none"
        data-testid={testId}
      />
    </label>
  );
}
