import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';

const tabsOf = {
  account: [
    { to: '/account/referral/code', label: 'ref.tab.code' },
    { to: '/account/referral/email', label: 'ref.tab.email' },
    { to: '/account/referral/affiliate', label: 'ref.tab.affiliate' },
    { to: '/account/referral/commission', label: 'ref.tab.commission' },
  ],
  // NAV-12: the Agent Center's referral has the code and the e-mail invitations (the affiliate's pages are the account's).
  'agent-center': [
    { to: '/agent-center/referral/code', label: 'ref.tab.code' },
    { to: '/agent-center/referral/email', label: 'ref.tab.email' },
  ],
} as const;

export function ReferralTabs({ area = 'account' }: { area?: keyof typeof tabsOf }) {
  const { t } = useTranslation();
  const tabs = tabsOf[area];
  return (
    <nav aria-label={t('ref.tabs')} className="flex gap-1 overflow-x-auto rounded-xl bg-slate-100 p-1">
      {tabs.map((tab) => (
        <NavLink
          key={tab.to}
          to={tab.to}
          className={({ isActive }) =>
            `min-h-11 flex-1 rounded-lg px-3 py-2.5 text-center text-sm font-semibold whitespace-nowrap ${
              isActive ? 'bg-white text-slate-900 shadow-sm' : 'text-slate-600'
            }`
          }
        >
          {t(tab.label)}
        </NavLink>
      ))}
    </nav>
  );
}
