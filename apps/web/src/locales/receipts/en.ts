import type { receiptsId } from './id.ts';

export const receiptsEn: Record<keyof typeof receiptsId, string> = {
  'receipts.placeholder': '',
};
