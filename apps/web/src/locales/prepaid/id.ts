/** Indonesian texts of the prepaid screens; merged into the app catalogue (locales/id.ts). */
export const prepaidId = {
  'prepaid.placeholder': '',
} as const;
