import type { RouteObject } from 'react-router';

/**
 * Receipts, receipt settings and the prepaid transaction history behind login (NAV-14, RCP-01..RCP-03).
 * Page modules live under ./receipt/.
 */
export const receiptRoutes: RouteObject[] = [];
