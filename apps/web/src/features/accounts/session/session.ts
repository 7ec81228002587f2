import type { QueryClient } from '@tanstack/react-query';
import type { Account } from '@konter/shared/contracts/accounts';
import { rememberPhone, setLoggedIn } from '../../../lib/session.ts';
import { accountKeys } from '../api/account.ts';
import { applyDisplaySettings } from './display-settings.ts';

/** Where a login goes when it was not sent from a member page. */
export const defaultAfterLoginPath = '/';
export const loginPagePath = '/auth/login';

/**
 * Login (ACC-02): the account the login answered with becomes the cached account, the flag goes up, and the
 * account's display settings apply. The account is then loaded again in the background, as after every login.
 */
export function startSession(queryClient: QueryClient, account: Account): void {
  queryClient.setQueryData(accountKeys.me, account);
  rememberPhone(account.hp);
  setLoggedIn(true);
  applyDisplaySettings(account);
  void queryClient.invalidateQueries({ queryKey: accountKeys.me });
}

/**
 * Logout, a failed account load or a 401 (ACC-02): every account query goes (account, balances, devices, contacts)
 * and the flag comes down, which also drops the stored phone and the sent-to-server marker.
 */
export function endSession(queryClient: QueryClient): void {
  queryClient.removeQueries({ queryKey: accountKeys.all });
  setLoggedIn(false);
}

/**
 * A redirect target from the query string, accepted only when it is a path of this site: never another origin
 * (`//evil.example`, `https://…`), never back into the auth pages.
 */
export function safeRedirect(value: string | null | undefined, fallback = defaultAfterLoginPath): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (value === '/auth' || value.startsWith('/auth/') || value.startsWith('/auth?')) return fallback;
  return value;
}

/** `/auth/login?redirect=<where the visitor wanted to go>` (NAV-06). */
export function loginHref(location: { pathname: string; search?: string; hash?: string }): string {
  const target = `${location.pathname}${location.search ?? ''}${location.hash ?? ''}`;
  const redirect = safeRedirect(target, '');
  return redirect && redirect !== '/' ? `${loginPagePath}?redirect=${encodeURIComponent(redirect)}` : loginPagePath;
}
