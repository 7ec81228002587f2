import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { PageFrame } from '../../../components/ui/page-frame.tsx';

const tabs = [
  { to: '/payment/deposit/topup', label: 'dep.tab_topup' },
  { to: '/payment/deposit/transfer', label: 'dep.tab_transfer' },
  { to: '/payment/deposit/history', label: 'dep.tab_history' },
  { to: '/payment/cashback-redeem', label: 'dep.tab_cashback' },
] as const;

/**
 * The deposit screens' own navigation: top-up, transfer, history, cashback (NAV-13). A tab keeps its word whole:
 * when four do not fit a row (the largest font, a long language), they wrap to a second row.
 */
export function DepositTabs() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dep.tabs')}>
      <ul className="flex flex-wrap gap-1 rounded-xl bg-slate-200/70 p-1">
        {tabs.map((tab) => (
          <li key={tab.to} className="flex-auto">
            <NavLink
              to={tab.to}
              className={({ isActive }) =>
                `flex min-h-11 items-center justify-center rounded-lg px-3 text-center text-sm leading-tight font-semibold whitespace-nowrap ${
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

/** The frame of a /payment screen: the deposit tabs above the shared page frame (NAV-13). */
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
    <PageFrame title={title} description={description} nav={showTabs && <DepositTabs />} compact>
      {children}
    </PageFrame>
  );
}
