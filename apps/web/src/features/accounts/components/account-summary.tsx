import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Account } from '@konter/shared/contracts/accounts';
import { formatRupiah } from '@konter/shared/money';
import { InlineNotice } from '../../../components/ui/form-fields.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { formatPhone } from '../../../lib/format.ts';
import { AccountAvatar } from './account-avatar.tsx';
import { AccountIcon } from './account-icons.tsx';

/** Who is logged in (ACC-04): photo, name, role, phone with its verified flag, e-mail, developer mode. */
export function AccountSummary({ account }: { account: Account }) {
  const { t } = useTranslation();
  const verified = account.phone_verified_at !== null;
  return (
    <section
      aria-label={t('acc.profile_summary')}
      className="flex flex-col gap-3 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5"
    >
      <div className="flex items-center gap-4">
        <AccountAvatar account={account} />
        <div className="min-w-0 flex-1">
          <p className="truncate text-lg font-bold text-slate-900">{account.name}</p>
          <p className="text-[0.95rem] text-slate-700 tabular-nums">{formatPhone(account.hp)}</p>
          <p className="truncate text-sm text-slate-500">{account.email}</p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <span className="rounded-full bg-brand/10 px-3 py-1 text-xs font-semibold text-brand">
          {t(`acc.role.${account.category}`)}
        </span>
        {verified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-3 py-1 text-xs font-semibold text-emerald-800">
            <Icon name="check" className="size-3.5" />
            {t('acc.phone_verified')}
          </span>
        ) : (
          <Link
            to="/account/phone-verification"
            className="inline-flex items-center gap-1 rounded-full bg-amber-100 px-3 py-1 text-xs font-semibold text-amber-900 hover:bg-amber-200"
          >
            <Icon name="alert" className="size-3.5" />
            {t('acc.phone_not_verified')}
          </Link>
        )}
        {account.developer_mode && (
          <span className="rounded-full bg-slate-800 px-3 py-1 text-xs font-semibold text-white">
            {t('acc.developer_mode')}
          </span>
        )}
      </div>
      {account.status === 'inactive' && <InlineNotice kind="warning">{t('account.inactive')}</InlineNotice>}
    </section>
  );
}

/** Agents and master agents borrow from their upline where the tenant allows it; a debt owed is always shown. */
export function showsAgentDebt(account: Pick<Account, 'agent_debt' | 'category'>, agentDebtEnabled: boolean): boolean {
  return (
    account.agent_debt !== 0 || (agentDebtEnabled && (account.category === 'agent' || account.category === 'master'))
  );
}

/**
 * Deposit, cashback and, where it means something, agent debt (DEP-01), as 'Rp 10.000' (PLT-09). Agent debt is shown
 * to agents and master agents of a tenant that lends to agents, and to anyone who owes some.
 */
export function BalanceCards({
  account,
  agentDebtEnabled,
}: {
  account: Pick<Account, 'deposit' | 'cashback_wallet' | 'agent_debt' | 'category'>;
  agentDebtEnabled: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section aria-label={t('acc.balances')} className="grid grid-cols-2 gap-3">
      <div className="col-span-2 rounded-2xl bg-brand p-4 text-brand-foreground shadow-sm">
        <p className="flex items-center gap-2 text-sm font-medium opacity-90">
          <Icon name="wallet" className="size-5" />
          {t('acc.deposit')}
        </p>
        <p className="mt-1 text-3xl font-extrabold tabular-nums" data-balance="deposit">
          {formatRupiah(account.deposit)}
        </p>
      </div>
      <div className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-sm font-medium text-slate-600">{t('acc.cashback')}</p>
        <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums" data-balance="cashback">
          {formatRupiah(account.cashback_wallet)}
        </p>
      </div>
      {showsAgentDebt(account, agentDebtEnabled) && (
        // The debt opens its page (`/account/utang`: the loans, drawing and repaying, AGT-06).
        <Link
          to="/account/utang"
          className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-teal-600"
          data-testid="agent-debt-link"
        >
          <p className="text-sm font-medium text-slate-600">{t('acc.agent_debt')}</p>
          <p className="mt-1 text-lg font-bold text-slate-900 tabular-nums" data-balance="agent-debt">
            {formatRupiah(account.agent_debt)}
          </p>
        </Link>
      )}
    </section>
  );
}

type MenuLink = {
  to: string;
  label: string;
  description: string;
  icon: ReactNode;
  badge?: string;
  tone?: 'danger';
};

/**
 * The account screens, one row each, 56 px tall. `affiliateVerified` (from the affiliate's state, which the page
 * reads): the commission report for a verified affiliate, the affiliate registration for anyone else (§6: the
 * report stays closed until an admin verifies); left out while unknown.
 */
export function AccountMenu({
  account,
  affiliateVerified,
}: {
  account: Pick<Account, 'has_pin' | 'phone_verified_at'> & Partial<Pick<Account, 'permission' | 'category'>>;
  affiliateVerified?: boolean | undefined;
}) {
  const { t } = useTranslation();
  const icon = (name: Parameters<typeof AccountIcon>[0]['name']) => <AccountIcon name={name} className="size-5" />;
  const groups: Array<{ title: string; links: MenuLink[] }> = [
    {
      title: t('acc.menu_profile'),
      links: [
        { to: '/account/profile', label: t('acc.profile'), description: t('acc.profile_desc'), icon: icon('userCard') },
        { to: '/account/address', label: t('acc.address'), description: t('acc.address_desc'), icon: icon('mapPin') },
        {
          to: '/account/contact',
          label: t('acc.contacts'),
          description: t('acc.contacts_desc'),
          icon: <Icon name="star" className="size-5" />,
        },
      ],
    },
    {
      title: t('acc.menu_security'),
      links: [
        { to: '/account/password', label: t('acc.password'), description: t('acc.password_desc'), icon: icon('lock') },
        {
          to: '/account/pin',
          label: t('acc.pin'),
          description: account.has_pin ? t('acc.pin_desc_change') : t('acc.pin_desc_create'),
          icon: icon('key'),
          ...(account.has_pin ? {} : { badge: t('acc.badge_not_set') }),
        },
        { to: '/account/devices', label: t('acc.devices'), description: t('acc.devices_desc'), icon: icon('device') },
        {
          to: '/account/phone-verification',
          label: t('acc.phone_verification'),
          description: t('acc.phone_verification_desc'),
          icon: icon('whatsapp'),
          ...(account.phone_verified_at ? {} : { badge: t('acc.badge_not_verified') }),
        },
      ],
    },
    {
      title: t('acc.menu_transactions'),
      links: [
        {
          to: '/account/transaksi-history/prabayar',
          label: t('acc.history'),
          description: t('acc.history_desc'),
          icon: <Icon name="clock" className="size-5" />,
        },
        // AGT-04: the products that earn cashback and the cashback wallet's history (issue 18).
        {
          to: '/account/list-cashback',
          label: t('network.title.list_cashback'),
          description: t('network.menu.list_cashback_desc'),
          icon: <Icon name="gift" className="size-5" />,
        },
        {
          to: '/account/cashback-history',
          label: t('network.title.cashback_history'),
          description: t('network.menu.cashback_history_desc'),
          icon: <Icon name="wallet" className="size-5" />,
        },
        // NAV-11 debt-history: the customers' debts of sales with a down payment, and agent loans.
        {
          to: '/account/debt-history',
          label: t('network.title.debt_history'),
          description: t('network.debt_history.customer_intro'),
          icon: <Icon name="bill" className="size-5" />,
        },
        // AGT-01: a member may apply to become an agent.
        ...(account.category === 'member'
          ? [
              {
                to: '/account/agent',
                label: t('agents.title.become'),
                description: t('agents.become_intro'),
                icon: <Icon name="users" className="size-5" />,
              },
            ]
          : []),
        {
          to: '/account/receipt-settings',
          label: t('acc.receipt_settings'),
          description: t('acc.receipt_settings_desc'),
          icon: <Icon name="receipt" className="size-5" />,
        },
        // Agents sell at their own prices (CAT-04): only they see the screen.
        ...(account.permission?.includes('agent.transactions')
          ? [
              {
                to: '/account/adjust-price',
                label: t('acc.adjust_price'),
                description: t('acc.adjust_price_desc'),
                icon: <Icon name="tag" className="size-5" />,
              },
              // DEP-10: a cash or bank deposit the admin confirms.
              {
                to: '/payment/deposit/request',
                label: t('network.title.deposit_request'),
                description: t('network.menu.deposit_request_desc'),
                icon: <Icon name="wallet" className="size-5" />,
              },
              // An agent's own markup for its downline (decision 025).
              {
                to: '/account/downline-markup',
                label: t('network.title.markup'),
                description: t('network.menu.markup_desc'),
                icon: <Icon name="chart" className="size-5" />,
              },
              // MED-01: pictures of those prices for WhatsApp status and Instagram.
              {
                to: '/media/content-creation',
                label: t('acc.media'),
                description: t('acc.media_desc'),
                icon: icon('camera'),
              },
            ]
          : []),
        // The reseller API (DEV-01): developers only.
        ...(account.permission?.includes('developer.api')
          ? [
              {
                to: '/account/developer',
                label: t('developer.title'),
                description: t('developer.menu_desc'),
                icon: icon('key'),
              },
            ]
          : []),
      ],
    },
    // §2 `/account/referral` (code, e-mail) and the affiliate's pages (REF-01..04).
    {
      title: t('ref.menu.group'),
      links: [
        {
          to: '/account/referral/code',
          label: t('ref.title.code'),
          description: t('ref.menu.code_desc'),
          icon: <Icon name="gift" className="size-5" />,
        },
        ...(affiliateVerified === undefined
          ? []
          : [
              affiliateVerified
                ? {
                    to: '/account/referral/commission',
                    label: t('ref.title.commission'),
                    description: t('ref.menu.commission_desc'),
                    icon: <Icon name="wallet" className="size-5" />,
                  }
                : {
                    to: '/account/referral/affiliate',
                    label: t('ref.title.affiliate'),
                    description: t('ref.menu.affiliate_desc'),
                    icon: <Icon name="users" className="size-5" />,
                  },
            ]),
      ],
    },
    {
      title: t('acc.menu_other'),
      links: [
        { to: '/account/display', label: t('acc.display'), description: t('acc.display_desc'), icon: icon('palette') },
        {
          to: '/account/delete',
          label: t('acc.delete'),
          description: t('acc.delete_desc'),
          icon: icon('trash'),
          tone: 'danger',
        },
        { to: '/auth/logout', label: t('acc.logout'), description: t('acc.logout_desc'), icon: icon('logout') },
      ],
    },
  ];

  return (
    <nav aria-label={t('acc.menu')} className="flex flex-col gap-4">
      {groups.map((group) => (
        <section key={group.title}>
          <h2 className="mb-2 px-1 text-xs font-semibold tracking-wide text-slate-500 uppercase">{group.title}</h2>
          <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {group.links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="flex min-h-14 items-center gap-3 px-4 py-2.5 hover:bg-slate-50 focus-visible:bg-slate-50"
                >
                  <span
                    className={`flex size-9 shrink-0 items-center justify-center rounded-xl ${
                      link.tone === 'danger' ? 'bg-red-50 text-red-600' : 'bg-brand/10 text-brand'
                    }`}
                  >
                    {link.icon}
                  </span>
                  <span className="min-w-0 flex-1">
                    <span
                      className={`block font-semibold ${link.tone === 'danger' ? 'text-red-700' : 'text-slate-900'}`}
                    >
                      {link.label}
                    </span>
                    <span className="block truncate text-sm text-slate-500">{link.description}</span>
                  </span>
                  {link.badge && (
                    <span className="shrink-0 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                      {link.badge}
                    </span>
                  )}
                  <AccountIcon name="chevronRight" className="size-5 shrink-0 text-slate-400" />
                </Link>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </nav>
  );
}
