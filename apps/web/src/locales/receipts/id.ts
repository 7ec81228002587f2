/** Indonesian texts of the receipts screens; merged into the app catalogue (locales/id.ts). */
export const receiptsId = {
  'receipts.placeholder': '',
} as const;
