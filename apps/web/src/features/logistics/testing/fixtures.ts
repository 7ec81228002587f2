import type { Cn23 } from '@konter/shared/contracts/cn23';
import type { Manifest, MloAccess } from '@konter/shared/contracts/logistics';
import type { ManifestWords } from '../manifest-layout.ts';

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

const party = (name: string, city: string, postal: string) => ({
  name,
  phone: '081234560170',
  address: 'Jl. Kebon Sirih 12',
  city,
  postal_code: postal,
});

/** A closed manifest of two SiCepat parcels as the API returns it: the manifest screens' tests start here. */
export const sampleManifest: Manifest = {
  id: '7a0f7a52-5a57-4b0e-9d43-3f4f6b7c1a01',
  code: 'MNF20261124SC0001',
  courier: 'sicepat',
  status: 'closed',
  created_at: '2026-11-24T02:00:00.000Z',
  closed_at: '2026-11-24T03:30:00.000Z',
  orders: ['002411111110001', '002411111110002'].map((awb, index) => ({
    id: `8b0f7a52-5a57-4b0e-9d43-3f4f6b7c1a0${index + 1}`,
    ref: `MLO2026112400000${index + 1}`,
    courier: 'sicepat' as const,
    courier_name: 'SiCepat',
    service: index === 0 ? 'REG' : 'BEST',
    awb,
    status: 'created' as const,
    fee: 12_000,
    selling_price: 15_000,
    margin: 3_000,
    refunded: false,
    sender: party('Konter Berkah', 'JAKARTA PUSAT', '10110'),
    receiver: party(index === 0 ? 'Siti Aminah' : 'Budi Santoso', index === 0 ? 'BANDUNG' : 'SURABAYA', '40111'),
    parcel: { weight_grams: index === 0 ? 1_200 : 800, length_cm: 20, width_cm: 15, height_cm: 10 },
    packaging: 'plastic',
    item_description: 'Baju',
    manifest_code: 'MNF20261124SC0001',
    created_at: '2026-11-24T02:10:00.000Z',
    tracking: [],
    destination:
      index === 0
        ? { code: 'BDO10001', name: 'COBLONG', city: 'BANDUNG', province: 'JAWA BARAT' }
        : { code: 'SUB10006', name: 'GENTENG', city: 'SURABAYA', province: 'JAWA TIMUR' },
  })),
};

/** An agent allowed to send parcels, its settings complete, with `couriers` offered: the POS screens' tests start here. */
export function mloAccessWith(couriers: MloAccess['couriers']): { data: MloAccess } {
  return {
    data: {
      is_agen_mlo: true,
      settings_complete: true,
      couriers,
      settings: {
        origin: {
          name: 'Konter Berkah',
          phone: '081234560170',
          address: 'Jl. Kebon Sirih 12',
          city: 'JAKARTA',
          postal_code: '10110',
        },
        sender_name: 'Konter Berkah',
        sender_phone: '081234560170',
        default_packaging: 'plastic',
      },
    },
  };
}

/** The manifest's Indonesian words, with a fixed date: the thermal and the A4 manifest's tests. */
export const manifestWords: ManifestWords = {
  heading: 'Manifes Pengiriman',
  code: 'No. manifes',
  agent: 'Agen',
  closedAt: 'Ditutup',
  parcels: 'Jumlah paket',
  totalWeight: 'Berat total',
  receiver: 'Penerima',
  awb: 'Nomor resi (AWB)',
  service: 'Layanan',
  weight: 'Berat',
  signAgent: 'Diserahkan oleh (agen)',
  signCourier: 'Diterima oleh (kurir)',
  formatWeight: (grams) => `${(grams / 1000).toLocaleString('id-ID')} kg`,
  formatDate: () => '2026-11-24 10:30 WIB',
};

/** The agent printed on a manifest. */
export const manifestAgent = { name: 'Konter Berkah', phone: '081234560170' };
