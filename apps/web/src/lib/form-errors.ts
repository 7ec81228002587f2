import type { NoticeCenter } from './notices.ts';
import { notices as appNotices } from './notices.ts';
import { isApiError } from './api-client.ts';

/**
 * Server errors about a product code or a product whose price is changing are shown next to the product by the
 * purchase screens themselves (they offer to refresh the list), so the generic alert would only repeat them (PLT-08).
 * The server marks them with field errors on one of these fields (it has no error code of their own: see
 * @konter/shared/errors/error-codes).
 */
export const productErrorFields = ['product_code', 'products'] as const;

export function isProductOrPriceChangeError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return productErrorFields.some((field) => field in error.errors);
}

/**
 * react-hook-form's `setError` fits: `(field, message) => setError(field, { type: 'server', message })`. Return
 * false for a field the form does not show, so its message is not taken as shown.
 */
export type SetFieldError = (field: string, message: string) => boolean | void;

/**
 * The form handler of PLT-03/PLT-08: puts each server message on its field, then shows the message as an error
 * alert unless it is a product/price-change error, or a field already says exactly that (one error, said once:
 * not in a banner above the form and again under its field). Returns true when the error was an API error it
 * handled, so the caller can rethrow anything else.
 */
export function applyFormError(
  error: unknown,
  {
    setFieldError,
    notices = appNotices,
    alert = true,
  }: {
    setFieldError?: SetFieldError;
    notices?: NoticeCenter;
    /** False when the caller shows the message itself, next to what was tapped (a confirmation sheet). */
    alert?: boolean;
  } = {},
): boolean {
  if (!isApiError(error)) return false;
  const shownOnFields = new Set<string>();
  if (setFieldError) {
    for (const [field, messages] of Object.entries(error.errors)) {
      const [first] = messages;
      if (first && setFieldError(field, first) !== false) shownOnFields.add(first);
    }
  }
  // 401/403/429 already produced a snackbar in the client; an alert would say the same thing twice.
  const handledGlobally = error.status === 401 || error.status === 403 || error.status === 429;
  const saidOnAField = shownOnFields.has(error.message);
  if (alert && !handledGlobally && !saidOnAField && !isProductOrPriceChangeError(error)) {
    notices.showAlert('error', error.message);
  }
  return true;
}
