import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import { familyDefinition, purchasableFamilies } from '@konter/shared/ppob/families';
import type { MenuEntry, SitePreferences } from '@konter/shared/contracts/site';
import type { Transaction } from '@konter/shared/contracts/transactions';
import type { IconName } from '../../../components/ui/icon.tsx';
import { Icon } from '../../../components/ui/icon.tsx';
import { useAccount } from '../../../features/accounts/api/account.ts';
import { BalanceCards } from '../../../features/accounts/components/account-summary.tsx';
import { useExcelAccess } from '../../../features/ppob/api/check-excel.ts';
import { excelRoute, prepaidRouteOfEntry } from '../../../features/ppob/prepaid-menu.ts';
import { iconForEntry } from '@konter/shared/icons';
import { ProductTiles } from '../../../features/content/components/product-tiles.tsx';
import { useTransactionHistory } from '../../../features/receipts/api/transaction-history.ts';
import { TransactionHistoryRow } from '../../../features/receipts/components/transaction-history.tsx';
import { emptyHistoryFilters } from '../../../features/receipts/history-filters.ts';
import { useSitePreferences, visibleMenuEntries } from '../../../lib/site-preferences.tsx';

const recentCount = 5;
const buyAgainCount = 4;
const historyPath = '/account/transaksi-history/prabayar';

/** The tenant's menu without what this account may not open (the spreadsheet top-up needs access, NAV-18). */
function usableEntries(entries: MenuEntry[], excelAllowed: boolean): MenuEntry[] {
  return entries.filter((entry) => excelAllowed || prepaidRouteOfEntry(entry) !== excelRoute);
}

/** A member's entry opens the product's page (a guest's, its price list). */
const memberHref = (entry: MenuEntry) => entry.prepaidRoute;

const isPurchasable = (family: string): family is PurchasableFamily =>
  (purchasableFamilies as readonly string[]).includes(family);

/** The latest distinct (family, number) pairs of prepaid purchases: what a reseller most likely sells again. */
export function buyAgainTargets(transactions: readonly Transaction[], count = buyAgainCount) {
  const seen = new Set<string>();
  const targets: Array<{ family: PurchasableFamily; destination: string; product: string }> = [];
  for (const transaction of transactions) {
    const { family, destination } = transaction;
    if (!isPurchasable(family) || seen.has(`${family}:${destination}`)) continue;
    seen.add(`${family}:${destination}`);
    targets.push({ family, destination, product: transaction.product_name });
    if (targets.length === count) break;
  }
  return targets;
}

function Shortcut({ to, icon, label }: { to: string; icon: IconName; label: string }) {
  return (
    <Link
      to={to}
      className="flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-2xl bg-white p-2 text-center text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
    >
      <Icon name={icon} className="size-6 text-brand" />
      <span className="break-words">{label}</span>
    </Link>
  );
}

function EntryRows({ entries }: { entries: MenuEntry[] }) {
  const { t } = useTranslation();
  return (
    <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {entries.map((entry) => (
        <li key={entry.backendId}>
          <Link to={entry.prepaidRoute} className="flex min-h-14 items-center gap-3 px-4 py-2 hover:bg-slate-50">
            <Icon name={iconForEntry(entry)} className="size-5 shrink-0 text-brand" />
            <span className="min-w-0 flex-1 font-medium text-slate-800">
              {t(entry.label, { defaultValue: entry.name })}
            </span>
            <Icon name="arrowRight" className="size-4 shrink-0 text-slate-400" />
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** The tenant's menu in the shape it chose (NAV-16): groups of tiles, or a row of tiles and a list. */
function ProductMenu({ preferences, excelAllowed }: { preferences: SitePreferences; excelAllowed: boolean }) {
  const { t } = useTranslation();
  const visible = new Set(visibleMenuEntries(preferences).map((entry) => entry.backendId));
  const keep = (entries: MenuEntry[]) =>
    usableEntries(
      entries.filter((entry) => visible.has(entry.backendId)),
      excelAllowed,
    );
  const { menu } = preferences;
  if (menu.kind === 'groups') {
    return (
      <div className="flex flex-col gap-5" data-menu-kind="groups">
        {menu.groups.map((group) => {
          const entries = keep(group.entries);
          if (entries.length === 0) return null;
          return (
            <ProductTiles
              key={group.title}
              entries={entries}
              title={t(group.title, { defaultValue: group.title })}
              hrefOf={memberHref}
            />
          );
        })}
      </div>
    );
  }
  const primary = keep(menu.primary);
  const rest = keep(menu.home);
  return (
    <section aria-label={t('home.products')} className="flex flex-col gap-3" data-menu-kind="lists">
      <h2 className="text-base font-bold text-slate-900">{t('home.products')}</h2>
      <ProductTiles entries={primary} hrefOf={memberHref} />
      {rest.length > 0 && <EntryRows entries={rest} />}
    </section>
  );
}

/**
 * `/` for a logged-in user: the balances, shortcuts to top up and to the last numbers bought, the tenant's menu in
 * its own shape, and the latest transactions with their live status (a processing one turns final without a
 * reload). Guests get the marketing landing instead.
 */
export function MemberHome() {
  const { t } = useTranslation();
  const preferences = useSitePreferences();
  const { data: account } = useAccount();
  // PLT-10: with PPOB switched off (a shop-only tenant, the platform's own) there are no purchases to ask about.
  const ppob = preferences.features.ppob;
  const excel = useExcelAccess(ppob);
  const history = useTransactionHistory(emptyHistoryFilters, 'prabayar', ppob);
  const recent = history.data?.data.slice(0, recentCount) ?? [];
  const buyAgain = buyAgainTargets(history.data?.data ?? []);

  return (
    <div className="mx-auto flex w-full max-w-3xl flex-col gap-6 px-4 py-5" data-testid="member-home">
      <h1 className="text-2xl font-bold break-words text-slate-900">
        {account ? t('home.greeting', { name: account.name }) : t('title.member_home')}
      </h1>
      {account && <BalanceCards account={account} agentDebtEnabled={preferences.agentDebtEnabled} />}

      <nav aria-label={t('home.shortcuts')} className="grid grid-cols-[repeat(auto-fit,minmax(6.5rem,1fr))] gap-2">
        <Shortcut to="/payment/deposit/topup" icon="wallet" label={t('home.top_up')} />
        {ppob && <Shortcut to={historyPath} icon="clock" label={t('home.history')} />}
        <Shortcut to="/report" icon="chart" label={t('home.report')} />
      </nav>

      {buyAgain.length > 0 && (
        <section aria-labelledby="buy-again-title" className="flex flex-col gap-2">
          <h2 id="buy-again-title" className="text-base font-bold text-slate-900">
            {t('home.buy_again')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {buyAgain.map((target) => (
              <li key={`${target.family}:${target.destination}`} className="max-w-full">
                <Link
                  to={`/prabayar/${familyDefinition(target.family).route}`}
                  state={{ destination: target.destination }}
                  aria-label={t('home.buy_again_item', { product: target.product, number: target.destination })}
                  className="inline-flex min-h-11 max-w-full items-center gap-2 rounded-full bg-white px-4 text-sm font-semibold text-slate-800 shadow-sm ring-1 ring-slate-200 hover:ring-brand"
                >
                  <Icon name="phone" className="size-4 shrink-0 text-brand" />
                  <span className="font-mono break-all">{target.destination}</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      <ProductMenu preferences={preferences} excelAllowed={excel.data?.excelAccess === true} />

      {ppob && (
        <section aria-labelledby="recent-title" className="flex flex-col gap-2">
          <div className="flex items-center justify-between gap-3">
            <h2 id="recent-title" className="text-base font-bold text-slate-900">
              {t('home.recent')}
            </h2>
            <Link to={historyPath} className="inline-flex min-h-11 items-center text-sm font-semibold text-brand">
              {t('home.see_all')}
            </Link>
          </div>
          {history.isError ? (
            <p className="text-sm text-red-700">{t('home.recent_failed')}</p>
          ) : history.data && recent.length === 0 ? (
            <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 ring-1 ring-slate-200">
              {t('home.recent_empty')}
            </p>
          ) : (
            <ul className="divide-y divide-slate-100 overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
              {recent.map((transaction) => (
                <TransactionHistoryRow key={transaction.ref_id} transaction={transaction} />
              ))}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
