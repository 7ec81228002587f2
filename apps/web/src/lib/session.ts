import { createExternalStore, useExternalStore } from './external-store.ts';
import type { KeyValueStorage } from './storage.ts';
import { getAppStorage } from './storage.ts';

/**
 * The global logged-in flag (NAV-06, ACC-02). The accounts feature sets it after login, logout and account load;
 * the shell only reads it to choose between the public and the member navigation.
 *
 * The flag is remembered in storage, as the session cookie is HttpOnly and the page cannot see it: a visitor who
 * never logged in on this device costs no account request on start-up, and one who did gets the member shell at once
 * while the account loads (a failed load clears the flag again).
 */
export const sessionStorageKeys = {
  loggedIn: 'logged-in',
  /** The account's phone number, for the Android wrapper and push registration. */
  phone: 'phone',
  /** Marks that this device's push token was sent to the server (NTF-03). */
  sentToServer: 'sent-to-server',
} as const;

function readLoggedIn(): boolean {
  try {
    return getAppStorage().getItem(sessionStorageKeys.loggedIn) === '1';
  } catch {
    return false;
  }
}

export const loggedInStore = createExternalStore(readLoggedIn());

export function useIsLoggedIn(): boolean {
  return useExternalStore(loggedInStore);
}

/**
 * Login sets the flag; logout clears it and removes the stored phone and the sent-to-server marker (ACC-02), so
 * the next person on a shared phone inherits nothing.
 */
export function setLoggedIn(loggedIn: boolean, storage: KeyValueStorage = getAppStorage()): void {
  if (loggedIn) {
    storage.setItem(sessionStorageKeys.loggedIn, '1');
  } else {
    storage.removeItem(sessionStorageKeys.loggedIn);
    storage.removeItem(sessionStorageKeys.phone);
    storage.removeItem(sessionStorageKeys.sentToServer);
  }
  loggedInStore.set(loggedIn);
}

export function rememberPhone(phone: string, storage: KeyValueStorage = getAppStorage()): void {
  storage.setItem(sessionStorageKeys.phone, phone);
}
