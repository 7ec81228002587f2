/**
 * Indonesian texts of the SiCepat SPK screen (MLO-05). They travel with the POS screens' chunk
 * (features/logistics/spk-text.ts), not in the main bundle.
 */
export const posSpkId = {
  'pos.spk.title': 'Cek dan konfirmasi SPK SiCepat',
  'pos.spk.hint':
    'SPK (surat perintah kerja) SiCepat memuat resi yang akan dijemput kurir SiCepat. Cek nomornya, lalu konfirmasi bila paket sudah siap.',
  'pos.spk.number': 'Nomor SPK',
  'pos.spk.check': 'Cek SPK',
  'pos.spk.confirm': 'Konfirmasi SPK',
  'pos.spk.confirmed': 'Terkonfirmasi',
  'pos.spk.unconfirmed': 'Belum dikonfirmasi',
  'pos.spk.awbs': '{count} resi dijemput',
  'pos.spk.done': 'SPK sudah dikonfirmasi ke SiCepat.',
} as const;

export type PosSpkMessageKey = keyof typeof posSpkId;
