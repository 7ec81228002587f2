import { useTranslation } from 'react-i18next';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import type { WebMessageKey } from '../../../locales/id.ts';

const benefits: Array<{ icon: IconName; title: WebMessageKey; body: WebMessageKey }> = [
  { icon: 'bolt', title: 'landing.benefit_auto', body: 'landing.benefit_auto_body' },
  { icon: 'wallet', title: 'landing.benefit_deposit', body: 'landing.benefit_deposit_body' },
  { icon: 'phone', title: 'landing.benefit_operators', body: 'landing.benefit_operators_body' },
];

export function BenefitList() {
  const { t } = useTranslation();
  return (
    <ul className="grid gap-3 md:grid-cols-3">
      {benefits.map((benefit) => (
        <li
          key={benefit.title}
          className="flex items-start gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200/70"
        >
          <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-brand/10 text-brand">
            <Icon name={benefit.icon} className="size-5" />
          </span>
          <div>
            <p className="font-semibold text-slate-900">{t(benefit.title)}</p>
            <p className="text-sm text-slate-600">{t(benefit.body)}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
