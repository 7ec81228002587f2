import type { RouteObject } from 'react-router';
import { lazyPage } from './define-route.ts';

/** The report centre's upload history of the spreadsheet top-up (XLS-05); the upload itself is a prepaid route. */
export const bulkRoutes: RouteObject[] = [
  lazyPage({
    id: 'report.uploads',
    path: '/report/uploads',
    title: 'excel.title.uploads',
    back: true,
    load: async () => (await import('./report/upload-history.tsx')).UploadHistoryPage,
  }),
];
