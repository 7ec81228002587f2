import type { RouteObject } from 'react-router';

/**
 * Pages behind login (NAV-06): /prabayar, /account, /agent-center, /payment, /shop, … The accounts feature wraps
 * this list in a layout route whose guard sends logged-out visitors to /auth/login.
 */
export const memberRoutes: RouteObject[] = [];
