/** The pages of this feature and the one outside it that they link to. */
export const receiptPaths = {
  receipt: (refId: string) => `/receipt/prabayar/${encodeURIComponent(refId)}`,
  settings: '/account/receipt-settings',
  history: '/account/transaksi-history/prabayar',
  address: '/account/address',
} as const;
