import type { HistoryRequestQuery } from '../history-filters.ts';
import type { HistoryKind } from '../paths.ts';

/** Every query of this feature starts with 'receipts'. */
export const receiptKeys = {
  all: ['receipts'] as const,
  receipts: ['receipts', 'receipt'] as const,
  receipt: (refId: string) => ['receipts', 'receipt', refId] as const,
  settings: ['receipts', 'settings'] as const,
  histories: ['receipts', 'history'] as const,
  history: (kind: HistoryKind, query: HistoryRequestQuery) => ['receipts', 'history', kind, query] as const,
};
