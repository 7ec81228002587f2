import { createExternalStore, useExternalStore } from './external-store.ts';

/**
 * The global logged-in flag (NAV-06, ACC-02). The accounts feature sets it after login, logout and account load;
 * the shell only reads it to choose between the public and the member navigation.
 */
export const loggedInStore = createExternalStore(false);

export function useIsLoggedIn(): boolean {
  return useExternalStore(loggedInStore);
}
