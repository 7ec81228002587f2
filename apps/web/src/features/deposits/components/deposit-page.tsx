import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const tabs = [
  { to: '/payment/deposit/topup', label: 'dep.tab_topup' },
  { to: '/payment/deposit/transfer', label: 'dep.tab_transfer' },
  { to: '/payment/deposit/history', label: 'dep.tab_history' },
  { to: '/payment/cashback-redeem', label: 'dep.tab_cashback' },
] as const;

/** The deposit screens' own navigation: top-up, transfer, history, cashback (NAV-13). */
export function DepositTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dep.tabs')}>
      <ul className="grid grid-cols-4 gap-1 rounded-xl bg-slate-200/70 p-1">
        {tabs.map((tab) => (
          <li key={tab.to} className="min-w-0">
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center rounded-lg px-1 text-center text-sm leading-tight font-semibold ${
                  isActive ? 'bg-white text-brand shadow-sm' : 'text-slate-700 hover:bg-white/60'
                }`
              }
            >
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The frame of a /payment screen: tabs, a heading and its content in a readable column. */
export function DepositPage({
  title,
  description,
  children,
  tabs: showTabs = true,
}: {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  tabs?: boolean;
}) {
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col gap-4 px-4 py-4">
      {showTabs && <DepositTabs />}
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

export function LoadingText({ label }: { label: string }) {
  return (
    <p role="status" className="py-10 text-center text-slate-500">
      {label}
    </p>
  );
}
