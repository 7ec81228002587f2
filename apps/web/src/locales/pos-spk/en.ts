import type { PosSpkMessageKey } from './id.ts';

/** English texts of the SiCepat SPK screen; the same keys as id.ts. */
export const posSpkEn: Record<PosSpkMessageKey, string> = {
  'pos.spk.title': 'Check and confirm a SiCepat SPK',
  'pos.spk.hint':
    "A SiCepat SPK (pickup work order) lists the AWBs SiCepat's courier will collect. Check its number, then confirm it once the parcels are ready.",
  'pos.spk.number': 'SPK number',
  'pos.spk.check': 'Check SPK',
  'pos.spk.confirm': 'Confirm SPK',
  'pos.spk.confirmed': 'Confirmed',
  'pos.spk.unconfirmed': 'Not confirmed',
  'pos.spk.awbs': 'AWBs to collect: {count}',
  'pos.spk.done': 'The SPK is confirmed to SiCepat.',
};
