/** The two histories of NAV-11 `/account/transaksi-history/*`: prepaid purchases and paid bills. */
export const historyKinds = ['prabayar', 'pascabayar'] as const;
export type HistoryKind = (typeof historyKinds)[number];

/** The pages of this feature and the one outside it that they link to. */
export const receiptPaths = {
  receipt: (refId: string, kind: HistoryKind = 'prabayar') => `/receipt/${kind}/${encodeURIComponent(refId)}`,
  settings: '/account/receipt-settings',
  history: '/account/transaksi-history/prabayar',
  historyOf: (kind: HistoryKind) => `/account/transaksi-history/${kind}`,
  address: '/account/address',
} as const;
