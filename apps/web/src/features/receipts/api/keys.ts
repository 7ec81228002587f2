import type { HistoryRequestQuery } from '../history-filters.ts';

/** Every query of this feature starts with 'receipts'. */
export const receiptKeys = {
  all: ['receipts'] as const,
  receipts: ['receipts', 'receipt'] as const,
  receipt: (refId: string) => ['receipts', 'receipt', refId] as const,
  settings: ['receipts', 'settings'] as const,
  histories: ['receipts', 'history'] as const,
  history: (query: HistoryRequestQuery) => ['receipts', 'history', query] as const,
};
