import { getAppStorage } from '../../lib/storage.ts';

/**
 * The code of the last gateway top-up opened on this device. Not every provider sends the browser back with the
 * order id (Xendit's return address has none), so the return page falls back to this one.
 */
const lastTopUpKey = 'last-topup';
const codePattern = /^DEP[A-Z0-9]{10}$/;

export function rememberLastTopUp(code: string): void {
  try {
    getAppStorage().setItem(lastTopUpKey, code);
  } catch {
    // Storage may be unavailable; the return page then asks for the history instead.
  }
}

export function lastTopUp(): string | null {
  try {
    const code = getAppStorage().getItem(lastTopUpKey);
    return code && codePattern.test(code) ? code : null;
  } catch {
    return null;
  }
}

/** An order id from a return URL, accepted only in the shape of our deposit codes. */
export function depositCodeOrNull(value: string | null | undefined): string | null {
  return value && codePattern.test(value) ? value : null;
}
