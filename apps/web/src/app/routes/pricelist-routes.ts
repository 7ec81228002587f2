import type { LoaderFunctionArgs, RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { defaultPricelistFamily, familyOfPricelistType } from '@konter/shared/ppob/pricelist-address';
import { lazyPage } from './define-route.ts';

const defaultPricelist = `/pricelist/${defaultPricelistFamily}`;

/**
 * `/pricelist/{type}` takes a family id; a /prabayar route name of a family ('electricity') forwards to its id and
 * anything else to the pulsa list, so an old or mistyped link still lands on a price list.
 */
export function pricelistTypeLoader({ params }: LoaderFunctionArgs) {
  const family = familyOfPricelistType(params.type);
  if (!family) return redirect(defaultPricelist);
  if (family !== params.type) return redirect(`/pricelist/${family}`);
  return null;
}

/** The public price list /pricelist/{type} (CAT-04); page modules live under ./pricelist/. Ids start with page::. */
export const pricelistPublicRoutes: RouteObject[] = [
  {
    ...lazyPage({
      id: 'page::pricelist',
      path: '/pricelist',
      title: 'pricelist.title',
      load: async () => (await import('./pricelist/pricelist.tsx')).PricelistPage,
    }),
    loader: () => redirect(defaultPricelist),
  },
  {
    ...lazyPage({
      id: 'page::pricelist-type',
      path: '/pricelist/:type',
      title: 'pricelist.title',
      load: async () => (await import('./pricelist/pricelist.tsx')).PricelistPage,
    }),
    loader: pricelistTypeLoader,
  },
];

/** The agent's adjust-price screen behind login. */
export const pricelistMemberRoutes: RouteObject[] = [
  lazyPage({
    id: 'account.adjust-price',
    path: '/account/adjust-price',
    title: 'pricelist.adjust.title',
    back: true,
    load: async () => (await import('./pricelist/adjust-price.tsx')).AdjustPricePage,
  }),
];
