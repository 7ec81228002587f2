import { useEffect } from 'react';
import type { NavigateFunction } from 'react-router';
import { useLocation, useNavigate } from 'react-router';

/**
 * Overlays (modals, dialogs, the mobile sidebar, live chat) are opened by adding a query key, so the Android back
 * button and the browser back button close them like any other page.
 */
export const scrollLockQueryKeys = ['modal', 'dialog', 'sidebar'] as const;
export const chatQueryKey = 'chat';

/** NAV-03: the page body must not scroll behind an open modal, dialog or sidebar. */
export function shouldLockScroll(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  return scrollLockQueryKeys.some((key) => params.has(key));
}

export function setBodyScrollLocked(locked: boolean, body: HTMLElement = document.body): void {
  if (locked) body.dataset.scrollLocked = '';
  else delete body.dataset.scrollLocked;
}

export function useBodyScrollLock(): void {
  const { search } = useLocation();
  const locked = shouldLockScroll(search);
  useEffect(() => {
    setBodyScrollLocked(locked);
    return () => setBodyScrollLocked(false);
  }, [locked]);
}

/**
 * NAV-03: closing chat goes back one page while the chat query is present (the chat was opened by pushing it), so
 * the back stack does not keep a dead "chat open" entry. Returns whether it navigated.
 */
export function closeChat(search: string, navigate: NavigateFunction): boolean {
  if (!new URLSearchParams(search).has(chatQueryKey)) return false;
  void navigate(-1);
  return true;
}

export function useCloseChat(): () => boolean {
  const { search } = useLocation();
  const navigate = useNavigate();
  return () => closeChat(search, navigate);
}

/** The current location with `key` added (opening an overlay) or removed. */
export function withQueryKey(search: string, key: string, value: string | null): string {
  const params = new URLSearchParams(search);
  if (value === null) params.delete(key);
  else params.set(key, value);
  const text = params.toString();
  return text ? `?${text}` : '';
}
