import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { familyDefinitions } from '@konter/shared/ppob/families';
import { excelRoute, familyTitles, promotionRoute } from '../../features/ppob/prepaid-menu.ts';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

/**
 * The children of /prabayar (NAV-07): every family of the shared family table, the spreadsheet top-up (NAV-18) and
 * the promotions. `base` is /prabayar or /webapp/prabayar; `back` puts the back button in the header (the /webapp
 * variant inside the Android wrapper, NAV-02).
 */
function prepaidChildren(idPrefix: string, base: string, back: boolean): RouteObject[] {
  const indexHandle: RouteHandle = { title: 'prepaid.title.pulsa', back };
  return [
    {
      id: `${idPrefix}.index`,
      index: true,
      handle: indexHandle,
      // The search survives: the Android wrapper's ?title= belongs to the page it lands on.
      loader: ({ request }) => redirect(`${base}/pulsa${new URL(request.url).search}`),
    },
    ...familyDefinitions.map((definition) =>
      lazyPage({
        id: `${idPrefix}.${definition.route}`,
        path: definition.route,
        title: familyTitles[definition.family],
        back,
        load: async () => (await import('./prabayar/family.tsx')).FamilyPage,
      }),
    ),
    lazyPage({
      id: `${idPrefix}.${excelRoute}`,
      path: excelRoute,
      title: 'prepaid.title.topupByExcel',
      back,
      load: async () => (await import('./prabayar/topup-by-excel.tsx')).TopUpByExcelPage,
    }),
    lazyPage({
      id: `${idPrefix}.${promotionRoute}`,
      path: promotionRoute,
      title: 'prepaid.title.promotion',
      back,
      load: async () => (await import('./prabayar/promotion.tsx')).PromotionPage,
    }),
  ];
}

/**
 * The purchase screens behind login (NAV-07, NAV-09): /prabayar/* (and /webapp/prabayar/*), /prabayar/promotion,
 * /checkout/{type}/{operator}/{link}. Page modules live under ./prabayar/; the layout guards the menu (NAV-17).
 */
export const prepaidRoutes: RouteObject[] = [
  lazyPage({
    id: 'prabayar',
    path: '/prabayar',
    title: 'prepaid.title.prabayar',
    load: async () => (await import('./prabayar/prepaid-layout.tsx')).PrepaidLayout,
    children: prepaidChildren('prabayar', '/prabayar', false),
  }),
  lazyPage({
    id: 'webapp.prabayar',
    path: '/webapp/prabayar',
    title: 'prepaid.title.prabayar',
    back: true,
    load: async () => (await import('./prabayar/prepaid-layout.tsx')).PrepaidLayout,
    children: prepaidChildren('webapp.prabayar', '/webapp/prabayar', true),
  }),
  lazyPage({
    id: 'checkout',
    path: '/checkout/:type/:operator/:link',
    title: 'prepaid.title.checkout',
    back: true,
    load: async () => (await import('./prabayar/checkout.tsx')).CheckoutPage,
  }),
];
