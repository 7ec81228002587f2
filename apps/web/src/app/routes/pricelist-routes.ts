import type { RouteObject } from 'react-router';

/** The public price list /pricelist/{type} (CAT-04); page modules live under ./pricelist/. Ids start with page::. */
export const pricelistPublicRoutes: RouteObject[] = [];

/** The agent's adjust-price screen behind login. */
export const pricelistMemberRoutes: RouteObject[] = [];
