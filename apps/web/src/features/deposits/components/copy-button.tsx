import { useTranslation } from 'react-i18next';
import { useCopy } from '../../../lib/use-copy.ts';
import { DepositIcon } from './deposit-icons.tsx';

/** Copies `value`; the button says "Copied" for a moment. `label` names what is copied, for screen readers. */
export function CopyButton({ value, label }: { value: string; label: string }) {
  const { t } = useTranslation();
  const { copied, copy } = useCopy();
  const done = copied === value;
  return (
    <button
      type="button"
      onClick={() => void copy(value)}
      aria-label={done ? t('dep.copied') : t('dep.copy_what', { what: label })}
      className={`inline-flex min-h-11 shrink-0 items-center gap-1.5 rounded-xl border px-3 text-sm font-semibold transition-colors ${
        done
          ? 'border-emerald-300 bg-emerald-50 text-emerald-800'
          : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100'
      }`}
    >
      <DepositIcon name={done ? 'checkCircle' : 'copy'} className="size-4" />
      <span aria-hidden="true">{done ? t('dep.copied') : t('dep.copy')}</span>
    </button>
  );
}
