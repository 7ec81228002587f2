import { Navigate, useLocation } from 'react-router';

/**
 * NAV-15's shop paths that are the same pages as elsewhere: `/shop/search` is the shop's list (its search is `?q=`),
 * and `/shop/help…`, `/shop/payment/deposit/…` and `/shop/notification/…` are the pages at the same path without
 * `/shop`. A link from the shop, or a shared `/shop/...` address, lands there with its query.
 */
export function ShopForwardPage() {
  const { pathname, search } = useLocation();
  const target = pathname === '/shop/search' ? '/shop' : pathname.replace(/^\/shop(?=\/)/, '');
  return <Navigate to={`${target}${search}`} replace />;
}
