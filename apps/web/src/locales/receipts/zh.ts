import type { receiptsId } from './id.ts';

export const receiptsZh: Record<keyof typeof receiptsId, string> = {
  'receipts.placeholder': '',
};
