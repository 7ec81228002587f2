import { loggedInStore } from '../../lib/session.ts';

/**
 * What the prepaid screens keep for the life of the tab and the login, in memory only: never in storage, and gone
 * on logout so the next person on a shared phone inherits nothing.
 * - the password, when the catalogue says `persistent_password` (TRX-13): asked once, then not again in this tab;
 * - the spreadsheet-access answer, asked once per session (NAV-18).
 */
type Memory = { password: string | null; excelAccess: Promise<unknown> | null };

const memory: Memory = { password: null, excelAccess: null };

export function rememberedPassword(): string | null {
  return memory.password;
}

export function rememberPassword(password: string): void {
  memory.password = password;
}

export function forgetPassword(): void {
  memory.password = null;
}

/** Asked once per session: later callers share its promise; a failure is not kept, so it is asked again. */
export function excelAccessOnce<T>(load: () => Promise<T>): Promise<T> {
  if (memory.excelAccess) return memory.excelAccess as Promise<T>;
  const promise = load();
  memory.excelAccess = promise;
  promise.catch(() => {
    if (memory.excelAccess === promise) memory.excelAccess = null;
  });
  return promise;
}

export function clearSessionMemory(): void {
  memory.password = null;
  memory.excelAccess = null;
}

loggedInStore.subscribe(() => {
  if (!loggedInStore.get()) clearSessionMemory();
});
