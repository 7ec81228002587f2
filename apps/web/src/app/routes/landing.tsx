import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ButtonLink } from '../../components/ui/button.tsx';
import { Icon } from '../../components/ui/icon.tsx';
import {
  checkDestinationNumber,
  DestinationNumberField,
} from '../../features/ppob/components/destination-number-field.tsx';
import { excelRoute, prepaidRouteOfEntry } from '../../features/ppob/prepaid-menu.ts';
import { pricelistQuery } from '../../features/pricelist/format.ts';
import { BenefitList } from '../../features/content/components/benefit-list.tsx';
import { ProductTiles } from '../../features/content/components/product-tiles.tsx';
import type { MenuEntry } from '@konter/shared/contracts/site';
import { useIsLoggedIn } from '../../lib/session.ts';
import { useSitePreferences, visibleMenuEntries } from '../../lib/site-preferences.tsx';

// A chunk of its own: guests, most first visits, never download it.
const MemberHome = lazy(async () => ({ default: (await import('./home/member-home.tsx')).MemberHome }));

/** `/`: a logged-in user's home (balances, menu, recent transactions); the marketing landing for guests. */
export function HomePage() {
  const loggedIn = useIsLoggedIn();
  if (!loggedIn) return <LandingPage />;
  return (
    <Suspense fallback={null}>
      <MemberHome />
    </Suspense>
  );
}

/**
 * Where a guest's tile leads: the family's public price list, or (bills, the spreadsheet top-up) the member page,
 * which asks to log in first and then opens it. The marketing pages (/m/…) are not built yet.
 */
function guestHref(entry: MenuEntry): string {
  const route = prepaidRouteOfEntry(entry);
  return route !== null && route !== excelRoute ? `/pricelist/${route}` : entry.prepaidRoute;
}

/**
 * `/`: the prepaid credit landing. Prices are not shown here: they come from the price list once it exists, and a
 * made-up price on a reseller's storefront would be worse than none.
 */
export function LandingPage() {
  const { t } = useTranslation();
  const preferences = useSitePreferences();
  const [number, setNumber] = useState('');
  const entries = visibleMenuEntries(preferences).filter((entry) => entry.name !== 'pulsa');
  const detected = checkDestinationNumber(number);
  const pricesHref =
    detected.state === 'detected'
      ? `/pricelist/pulsa?${pricelistQuery.operator}=${detected.operator}`
      : '/pricelist/pulsa';
  const ppob = preferences.features.ppob;

  return (
    <div className="flex flex-col">
      {/* Phones: a brand band with the number card overlapping its edge. From 1024 px: text and card side by side. */}
      <div className="lg:rounded-b-3xl lg:bg-brand">
        <div className="mx-auto max-w-5xl lg:grid lg:grid-cols-[minmax(0,1fr)_24rem] lg:items-center lg:gap-10 lg:px-6 lg:py-10">
          <section className={`bg-brand px-4 pt-4 text-brand-foreground sm:pt-8 lg:p-0 ${ppob ? 'pb-20' : 'pb-8'}`}>
            <h1 className="max-w-xl text-2xl leading-tight font-extrabold sm:text-3xl lg:text-4xl">
              {t('landing.hero_title')}
            </h1>
            <p className="mt-2 max-w-xl text-[0.95rem] opacity-90 sm:text-base">
              {t('landing.hero_subtitle', { brand: preferences.tenant.brandName })}
            </p>
          </section>
          {ppob && (
            <div className="-mt-16 px-4 lg:mt-0 lg:px-0">
              <section className="rounded-3xl bg-white p-4 shadow-lg ring-1 ring-slate-200/70 sm:p-6 md:max-w-xl">
                <DestinationNumberField value={number} onChange={setNumber} />
                <ButtonLink to={pricesHref} className="mt-2 w-full">
                  {t('landing.see_prices')}
                  <Icon name="arrowRight" className="size-5" />
                </ButtonLink>
                <p className="mt-3 text-sm text-slate-600">{t('landing.prices_note')}</p>
                <Link
                  to="/auth/login"
                  className="mt-1 inline-flex min-h-11 items-center gap-1 text-sm font-semibold text-brand hover:underline"
                >
                  <Icon name="login" className="size-4" />
                  {t('landing.login_to_buy')}
                </Link>
              </section>
            </div>
          )}
        </div>
      </div>

      <div className="mx-auto mt-8 flex w-full max-w-5xl flex-col gap-8 px-4 lg:px-6">
        <ProductTiles entries={entries} title={t('landing.products_title')} hrefOf={guestHref} />
        <BenefitList />
      </div>
    </div>
  );
}
