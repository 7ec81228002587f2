import type { Cn23 } from '@konter/shared/contracts/cn23';

/** A CN23 declaration as the API returns it, submitted to customs: the POS and back-office screens' tests start here. */
export const sampleCn23: Cn23 = {
  id: '3d0f7a52-5a57-4b0e-9d43-3f4f6b7c1a01',
  number: 'CN2026112400AB12CD',
  awb: '002400000000001',
  order_id: '5e0f7a52-5a57-4b0e-9d43-3f4f6b7c1a01',
  courier_name: 'SiCepat',
  sender: { name: 'Konter Berkah', address: 'Jl. Kebon Sirih 12', city: 'JAKARTA', country: 'ID' },
  recipient: { name: 'Siti Aminah', address: '1 Orchard Rd', city: 'SINGAPORE', country: 'SG' },
  category: 'gift',
  currency: 'USD',
  items: [
    {
      description: 'Batik',
      hs_code: '6109.10',
      quantity: 2,
      net_weight_grams: 400,
      value: 2_400,
      origin_country: 'ID',
    },
  ],
  total_value: 2_400,
  total_weight_grams: 400,
  status: 'submitted',
  created_at: '2026-11-24T03:00:00.000Z',
  updated_at: '2026-11-24T03:00:00.000Z',
};
