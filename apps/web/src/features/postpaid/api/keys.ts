import type { PostpaidType } from '@konter/shared/contracts/postpaid';

/** Every query of this feature starts with 'postpaid'. */
export const postpaidKeys = {
  all: ['postpaid'] as const,
  billers: (type: PostpaidType) => ['postpaid', 'billers', type] as const,
  transaction: (refId: string) => ['postpaid', 'transaction', refId] as const,
  receipt: (refId: string) => ['postpaid', 'receipt', refId] as const,
};
