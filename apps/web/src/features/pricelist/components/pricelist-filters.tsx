import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/ui/icon.tsx';
import { PricelistIcon } from './pricelist-icons.tsx';

/** The operator chips (CAT-03): all, then each operator; scrolls sideways on phones. */
export function OperatorChips({
  operators,
  selected,
  onSelect,
}: {
  operators: readonly { slug: string; name: string }[];
  selected: string | null;
  onSelect: (operator: string | null) => void;
}) {
  const { t } = useTranslation();
  if (operators.length < 2) return null;
  const chip = (key: string, label: string, value: string | null) => {
    const pressed = selected === value;
    return (
      <li key={key} className="shrink-0">
        <button
          type="button"
          aria-pressed={pressed}
          onClick={() => onSelect(value)}
          className={`inline-flex min-h-11 items-center rounded-xl border px-3.5 text-sm font-medium whitespace-nowrap transition-colors ${
            pressed
              ? 'border-brand bg-brand/10 text-slate-900 ring-1 ring-brand'
              : 'border-slate-300 bg-white text-slate-700 hover:bg-slate-100'
          }`}
        >
          {label}
        </button>
      </li>
    );
  };
  return (
    <div role="group" aria-label={t('pricelist.operator_filter')} className="-mx-4 md:mx-0">
      <ul className="flex gap-2 overflow-x-auto px-4 pb-1 [scrollbar-width:none] md:flex-wrap md:overflow-visible md:px-0">
        {chip('all', t('pricelist.all_operators'), null)}
        {operators.map((operator) => chip(operator.slug, operator.name, operator.slug))}
      </ul>
    </div>
  );
}

/** Search by name, code or operator; 16 px text so phones do not zoom in. */
export function PricelistSearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="flex min-h-12 items-center rounded-xl border border-slate-300 bg-white focus-within:outline-2 focus-within:outline-offset-1 focus-within:outline-brand">
      <label htmlFor={id} className="sr-only">
        {t('pricelist.search_label')}
      </label>
      <span className="pl-3 text-slate-500">
        <PricelistIcon name="search" className="size-5 shrink-0" />
      </span>
      <input
        id={id}
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={t('pricelist.search_placeholder')}
        enterKeyHint="search"
        autoComplete="off"
        className="min-w-0 flex-1 bg-transparent px-3 py-3 text-base text-slate-900 outline-none placeholder:text-slate-500 [&::-webkit-search-cancel-button]:appearance-none"
      />
      {value && (
        <button
          type="button"
          onClick={() => onChange('')}
          aria-label={t('pricelist.clear_search')}
          className="mr-0.5 inline-flex size-11 shrink-0 items-center justify-center rounded-lg text-slate-500 hover:text-slate-800"
        >
          <Icon name="close" className="size-5" />
        </button>
      )}
    </div>
  );
}
