import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { Spinner } from '../../components/ui/spinner.tsx';
import { useAccount } from '../../features/accounts/api/account.ts';
import { loginHref } from '../../features/accounts/session/session.ts';
import { useIsLoggedIn } from '../../lib/session.ts';

/**
 * The layout around every member route (NAV-06): logged-out visitors go to /auth/login?redirect=<this page>;
 * logged-in ones see the page once their account is loaded.
 *
 * A session that ends while a member page is open is not this guard's to redirect: whoever ended it goes on
 * (a 401 or a failed load → /auth/login with this page as redirect, logout and account deletion → /auth/login). Were
 * the guard to react too, it would race them, since the router commits navigations in a transition while the
 * logged-in flag changes at once.
 */
export function MemberGuard() {
  const { t } = useTranslation();
  const loggedIn = useIsLoggedIn();
  const location = useLocation();
  const account = useAccount();
  const [enteredLoggedIn] = useState(loggedIn);

  if (!loggedIn) return enteredLoggedIn ? null : <Navigate to={loginHref(location)} replace />;
  if (!account.data) {
    return (
      <div role="status" className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 text-slate-600">
        <Spinner />
        <span className="text-sm">{t('app.loading')}</span>
      </div>
    );
  }
  return <Outlet />;
}
