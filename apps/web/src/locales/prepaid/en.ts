import type { prepaidId } from './id.ts';

export const prepaidEn: Record<keyof typeof prepaidId, string> = {
  'prepaid.placeholder': '',
};
