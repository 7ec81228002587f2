import type { ReactNode } from 'react';

/** One choice of a list in the shop's back office (a collection's products, the couriers offered): a 44 px row. */
export function CheckboxRow({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: ReactNode;
}) {
  return (
    <label className="flex min-h-11 items-center gap-3 rounded-lg px-2 hover:bg-slate-50">
      <input
        type="checkbox"
        className="size-5 shrink-0"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span className="min-w-0 break-words">{children}</span>
    </label>
  );
}
