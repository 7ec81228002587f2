import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';

/** POS MLO (spec §1, §2; MLO-01..07): parcels, labels, tracking, manifests, the customer address book. */
export const posRoutes: RouteObject[] = [
  lazyPage({
    id: 'pos',
    path: '/pos',
    title: 'menu.pos',
    load: async () => (await import('./pos/pos-page.tsx')).PosPage,
  }),
  lazyPage({
    id: 'pos.label',
    path: '/pos/label/:id',
    title: 'pos.label.title',
    back: true,
    load: async () => (await import('./pos/pos-label.tsx')).PosLabelPage,
  }),
  lazyPage({
    id: 'pos.manifest',
    path: '/pos/manifest/:id',
    title: 'pos.manifest.title',
    back: true,
    load: async () => (await import('./pos/pos-manifest.tsx')).PosManifestPage,
  }),
  lazyPage({
    id: 'pos.cn23',
    path: '/pos/cn23/:id',
    title: 'pos.cn23.document_title',
    back: true,
    load: async () => (await import('./pos/pos-cn23.tsx')).PosCn23Page,
  }),
  // The report centre's parcel report (RPT-01 "MLO transaction", MLO-06).
  lazyPage({
    id: 'report.parcels',
    path: '/report/parcels',
    title: 'pos.report.title',
    back: true,
    load: async () => (await import('./pos/pos-report.tsx')).PosReportPage,
  }),
  // The report centre's CN23 report (spec mlo/report/cn23, MLO-04).
  lazyPage({
    id: 'report.cn23',
    path: '/report/cn23',
    title: 'pos.cn23.report_title',
    back: true,
    load: async () => (await import('./pos/pos-cn23-report.tsx')).PosCn23ReportPage,
  }),
  // The report centre's manifest report per courier beside it (MLO-07, RPT-01; SiCepat has none of its own).
  lazyPage({
    id: 'report.manifests',
    path: '/report/manifests',
    title: 'pos.tab.manifests',
    back: true,
    load: async () => (await import('./pos/pos-manifest-report.tsx')).PosManifestReportPage,
  }),
];
