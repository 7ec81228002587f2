import { useEffect, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation, useMatches, useNavigate } from 'react-router';
import type { Account } from '@konter/shared/contracts/accounts';
import { accountKeys, useAccount } from '../../features/accounts/api/account.ts';
import { notificationKeys } from '../../features/notifications/api/keys.ts';
import { applyFontFamily } from '../../features/accounts/session/display-settings.ts';
import { endSession, loginHref } from '../../features/accounts/session/session.ts';
import { apiClient } from '../../lib/api-client.ts';
import { rememberPhone } from '../../lib/session.ts';
import { memberRouteId } from '../routes/member-routes.ts';

/** Balance events closer together than this are one reload of the account. */
const balanceReloadDelayMs = 300;

/**
 * Keeps the session in step for the whole app (ACC-02, PLT-04):
 * - while the logged-in flag is up, the account is loaded (on start-up, and again after each login);
 * - a failed load logs out and clears the account and its balances (and leaves a member page for /auth/login);
 * - a 401 from any call ends the session too and goes to /auth/login with the page as `redirect` (NAV-06);
 * - a `balance.changed` event of the account's realtime channel (every ledger posting that moves one of its
 *   balances sends one) reloads the account, so the header balance is fresh after a purchase, a refund, a top-up
 *   or a spreadsheet run on another tab or device. A burst (a spreadsheet run sends one per row) is one reload;
 * - a `notifications.changed` event sets the header's unread count and refreshes an open inbox.
 * Returns the account while logged in.
 */
export function useSessionSync(): Account | null {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const account = useAccount();
  const here = useRef(location);
  const onMemberPage = useMatches().some((match) => match.id === memberRouteId);

  useEffect(() => {
    here.current = location;
  }, [location]);

  useEffect(() => {
    apiClient.configure({
      redirectToLogin: () => {
        endSession(queryClient);
        const current = here.current;
        if (current.pathname.startsWith('/auth/')) return;
        void navigate(loginHref(current), { replace: true });
      },
    });
  }, [navigate, queryClient]);

  const failed = account.isError;
  useEffect(() => {
    if (!failed) return;
    endSession(queryClient);
    if (onMemberPage) void navigate(loginHref(here.current), { replace: true });
  }, [failed, onMemberPage, navigate, queryClient]);

  const data = account.data ?? null;
  const listening = data !== null;
  useEffect(() => {
    if (!listening) return;
    // The realtime client (and the schemas it checks events with) loads only once someone is logged in: a guest's
    // landing page does not download it.
    let stop: (() => void) | null = null;
    let reloadTimer: ReturnType<typeof setTimeout> | undefined;
    let ended = false;
    void import('../../lib/realtime.ts').then(({ subscribeRealtime }) => {
      if (ended) return;
      stop = subscribeRealtime((event) => {
        // The inbox's unread count in the header, live (NTF-01).
        if (event.type === 'notifications.changed') {
          queryClient.setQueryData(notificationKeys.unread, event.unread);
          void queryClient.invalidateQueries({ queryKey: notificationKeys.all, exact: false, refetchType: 'active' });
          return;
        }
        if (event.type !== 'balance.changed' || reloadTimer !== undefined) return;
        reloadTimer = setTimeout(() => {
          reloadTimer = undefined;
          void queryClient.invalidateQueries({ queryKey: accountKeys.me });
        }, balanceReloadDelayMs);
      });
    });
    return () => {
      ended = true;
      stop?.();
      clearTimeout(reloadTimer);
    };
  }, [listening, queryClient]);
  const phone = data?.hp;
  const fontFamily = data?.font_family;
  useEffect(() => {
    if (phone) rememberPhone(phone);
  }, [phone]);
  useEffect(() => {
    if (fontFamily) applyFontFamily(fontFamily);
  }, [fontFamily]);

  return data;
}
