import type { RouteObject } from 'react-router';

/**
 * The purchase screens behind login (NAV-07, NAV-09): /prabayar/* (and /webapp/prabayar/*), /prabayar/promotion,
 * /checkout/{type}/{operator}/{link}. Page modules live under ./prabayar/.
 */
export const prepaidRoutes: RouteObject[] = [];
