import type { prepaidId } from './id.ts';

export const prepaidZh: Record<keyof typeof prepaidId, string> = {
  'prepaid.placeholder': '',
};
