import type { RouteObject } from 'react-router';
import { redirect } from 'react-router';
import { postpaidTypes } from '@konter/shared/contracts/postpaid-constants';
import { defaultPostpaidType, postpaidTitles } from '../../features/postpaid/postpaid-menu.ts';
import type { RouteHandle } from '../route-handle.ts';
import { lazyPage } from './define-route.ts';

/**
 * The children of /pascabayar (NAV-08): one per postpaid type of the shared contract. `base` is /pascabayar or
 * /webapp/pascabayar; `back` puts the back button in the header (the /webapp variant inside the Android wrapper).
 */
function postpaidChildren(idPrefix: string, base: string, back: boolean): RouteObject[] {
  const handle: RouteHandle = { title: 'postpaid.title.pascabayar', back };
  const prepaidBase = base.replace('pascabayar', 'prabayar');
  return [
    {
      id: `${idPrefix}.index`,
      index: true,
      handle,
      // The search survives: the Android wrapper's ?title= belongs to the page it lands on.
      loader: ({ request }) => redirect(`${base}/${defaultPostpaidType}${new URL(request.url).search}`),
    },
    ...postpaidTypes.map((type) =>
      lazyPage({
        id: `${idPrefix}.${type}`,
        path: type,
        title: postpaidTitles[type],
        back,
        load: async () => (await import('./pascabayar/postpaid-type.tsx')).PostpaidTypePage,
      }),
    ),
    // NAV-17: e-money offered through the postpaid route is the prepaid e-money screen.
    {
      id: `${idPrefix}.emoney`,
      path: 'emoney',
      handle,
      loader: ({ request }) => redirect(`${prepaidBase}/emoney${new URL(request.url).search}`),
    },
    // Anything else: the layout's guard sends it to a type the menu offers.
    { id: `${idPrefix}.other`, path: '*', handle },
  ];
}

/**
 * The bill payment screens behind login (NAV-08, PAS-01): /pascabayar/{type}, /webapp/pascabayar/{type} and the
 * bill receipt /receipt/pascabayar/{id} (NAV-14, RCP-01). Page modules live under ./pascabayar/; the layout guards
 * the menu (NAV-17).
 */
export const postpaidRoutes: RouteObject[] = [
  lazyPage({
    id: 'pascabayar',
    path: '/pascabayar',
    title: 'postpaid.title.pascabayar',
    load: async () => (await import('./pascabayar/postpaid-layout.tsx')).PostpaidLayout,
    children: postpaidChildren('pascabayar', '/pascabayar', false),
  }),
  lazyPage({
    id: 'webapp.pascabayar',
    path: '/webapp/pascabayar',
    title: 'postpaid.title.pascabayar',
    back: true,
    load: async () => (await import('./pascabayar/postpaid-layout.tsx')).PostpaidLayout,
    children: postpaidChildren('webapp.pascabayar', '/webapp/pascabayar', true),
  }),
  lazyPage({
    id: 'receipt.pascabayar',
    path: '/receipt/pascabayar/:refId',
    title: 'postpaid.title.receipt',
    back: true,
    load: async () => (await import('./pascabayar/postpaid-receipt.tsx')).PostpaidReceiptPage,
  }),
];
