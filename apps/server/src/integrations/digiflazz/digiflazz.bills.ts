import { createHash } from 'node:crypto';
import { jakartaWallClock } from '@konter/shared/time/jakarta';
import type { SimulatedPostpaidProduct } from './digiflazz.catalogue.ts';

/**
 * What a postpaid customer number does in the simulator. The documented test numbers of Digiflazz
 * (developer.digiflazz.com/api/buyer/test-case) answer the same every time, like at Digiflazz; the numbers marked
 * "simulator" below are additions for cases the documentation has no number for.
 */
export type PostpaidScenario =
  | { kind: 'bill'; months: number; pay: 'success' | 'failed' | 'pending-success' | 'pending-failed' }
  /** Inquiry answers Gagal, rc 02 (the documentation's "Inquiry Gagal"). */
  | { kind: 'inquiry-failed' }
  /** Nothing to pay: rc 60 with "Tagihan sudah lunas" (Digiflazz lists no separate code for a paid bill). */
  | { kind: 'paid' }
  /** rc 60 "Tagihan belum tersedia": this month's bill is not issued yet. */
  | { kind: 'not-yet' }
  /** rc 54 "Nomor Tujuan Salah": no such customer. */
  | { kind: 'wrong-number' }
  /** Operator offers: rc 60, nothing is offered to this number (yet, or any more once bought). */
  | { kind: 'no-offer' };

const bill = (months: number, pay: 'success' | 'failed' | 'pending-success' | 'pending-failed' = 'success') =>
  ({ kind: 'bill', months, pay }) as const;
const inquiryFailed = { kind: 'inquiry-failed' } as const;

/**
 * The simulator's test numbers of the operator offers and bank transfers (Digiflazz documents none), in the pattern
 * of its prepaid ones: …0 the offer or transfer goes through, …1 no offer (transfers: no such account), …2 the
 * inquiry fails, …3 and …4 pay pending then succeed or fail, …5 the payment fails.
 */
function testSeries(stem: string, none: PostpaidScenario): Record<string, PostpaidScenario> {
  return {
    [`${stem}0`]: bill(1),
    [`${stem}1`]: none,
    [`${stem}2`]: inquiryFailed,
    [`${stem}3`]: bill(1, 'pending-success'),
    [`${stem}4`]: bill(1, 'pending-failed'),
    [`${stem}5`]: bill(1, 'failed'),
  };
}

const noOffer = { kind: 'no-offer' } as const;
const noAccount = { kind: 'wrong-number' } as const;

/** The documented test numbers of each SKU (`pay: 'failed'` is the documentation's "Pembayaran Gagal"). */
export const postpaidTestNumbers: Readonly<Record<string, Readonly<Record<string, PostpaidScenario>>>> = {
  pln: {
    '530000000001': bill(1),
    '530000000002': bill(2),
    '530000000003': inquiryFailed,
    '530000000006': bill(1, 'failed'),
    '630000000001': bill(1, 'pending-success'),
    '630000000002': bill(2, 'pending-success'),
    '630000000006': bill(1, 'pending-failed'),
    // simulator
    '530000000004': { kind: 'paid' },
    '530000000007': { kind: 'not-yet' },
    '530000000008': { kind: 'wrong-number' },
    '530000000009': bill(4),
  },
  pdam: {
    '1013226': bill(1),
    '1013227': inquiryFailed,
    '1013230': bill(1, 'failed'),
    '2013226': bill(1, 'pending-success'),
    '2013230': bill(1, 'pending-failed'),
    // simulator
    '1013228': bill(3),
    '1013229': { kind: 'paid' },
  },
  internet: {
    '6391601001': bill(2),
    '6391601002': inquiryFailed,
    '6391601005': bill(1, 'failed'),
    '7391601001': bill(1, 'pending-success'),
    '7391601005': bill(1, 'pending-failed'),
  },
  bpjs: {
    '8801234560001': bill(1),
    '8801234560002': inquiryFailed,
    '8801234560005': bill(1, 'failed'),
    '9801234560001': bill(1, 'pending-success'),
    '9801234560005': bill(1, 'pending-failed'),
  },
  multifinance: {
    '6391601201': bill(1),
    '6391601202': inquiryFailed,
    '6391601205': bill(1, 'failed'),
    '7391601201': bill(1, 'pending-success'),
    '7391601205': bill(1, 'pending-failed'),
  },
  cimahi: {
    '329801092375999991': bill(1),
    '329801092375999992': inquiryFailed,
    '329801092375999995': bill(1, 'failed'),
    '429801092375999991': bill(1, 'pending-success'),
    '429801092375999995': bill(1, 'pending-failed'),
  },
  pgas: {
    '0110014601': bill(1),
    '0110014602': bill(2),
    '0110014603': inquiryFailed,
    '0110014605': bill(1, 'failed'),
    '1110014601': bill(1, 'pending-success'),
    '1110014602': bill(2, 'pending-success'),
    '1110014605': bill(1, 'pending-failed'),
  },
  tv: {
    '127246500101': bill(1),
    '127246500102': inquiryFailed,
    '127246500105': bill(1, 'failed'),
    '227246500101': bill(1, 'pending-success'),
    '227246500105': bill(1, 'pending-failed'),
  },
  hp: {
    '8102051011320001': bill(1),
    '8102051011320002': inquiryFailed,
    '8102051011320003': bill(1, 'failed'),
    '9102051011320001': bill(1, 'pending-success'),
    '9102051011320003': bill(1, 'pending-failed'),
  },
  samsat: {
    '8102051011310001': bill(1),
    '8102051011310002': inquiryFailed,
    '8102051011310003': bill(1, 'failed'),
    '9102051011310001': bill(1, 'pending-success'),
    '9102051011310003': bill(1, 'pending-failed'),
  },
  // simulator
  tselomni: testSeries('08120000123', noOffer),
  indosat4u: testSeries('08560000123', noOffer),
  tricuanmax: testSeries('08960000123', noOffer),
  xlcuanku: testSeries('08780000123', noOffer),
  byupromo: testSeries('08510000123', noOffer),
  kirimbca: testSeries('123000000', noAccount),
  kirimbri: testSeries('12300000000000', noAccount),
  kirimbni: testSeries('987000000', noAccount),
  kirimmandiri: testSeries('123000000000', noAccount),
};

export function postpaidTestScenario(sku: string, customerNo: string): PostpaidScenario | null {
  const numbers = Object.hasOwn(postpaidTestNumbers, sku) ? postpaidTestNumbers[sku] : undefined;
  return numbers && Object.hasOwn(numbers, customerNo) ? (numbers[customerNo] ?? null) : null;
}

/** Any other well-formed number has one or two months to pay, the same ones on every inquiry. */
export function generatedScenario(sku: string, customerNo: string): PostpaidScenario {
  return bill(1 + (seed(sku, customerNo, 'months') % 2));
}

/** The answer of an inquiry, before admin fees: the simulator adds those from the product. */
export type SimulatedBill = {
  customerName: string;
  /** The top-level `periode`: the billed months joined by commas. */
  periode: string;
  sheets: number;
  /** Bills, penalties and other charges of every sheet: the selling price less the admin fees. */
  amount: number;
  desc: Record<string, unknown>;
};

function seed(...parts: string[]): number {
  return createHash('md5').update(parts.join('|')).digest().readUInt32BE(0);
}

const names = [
  'BUDI SANTOSO',
  'SITI RAHAYU',
  'AGUS SETIAWAN',
  'DEWI LESTARI',
  'HENDRA WIJAYA',
  'RINA MARLINA',
  'JOKO PRASETYO',
  'NUR HIDAYAH',
];
const streets = ['JL. MELATI NO. 12', 'JL. KENANGA RAYA 8', 'JL. WONOKROMO BARU 2', 'GG. MAWAR III/17'];
const months = ['JAN', 'FEB', 'MAR', 'APR', 'MEI', 'JUN', 'JUL', 'AGU', 'SEP', 'OKT', 'NOV', 'DES'];

type Month = { year: number; month: number };

/** The `count` months before the current one (Western Indonesia Time), oldest first. */
function billedMonths(now: Date, count: number): Month[] {
  const wib = jakartaWallClock(now);
  const current = wib.getUTCFullYear() * 12 + wib.getUTCMonth();
  return Array.from({ length: count }, (_, index) => {
    const absolute = current - count + index;
    return { year: Math.floor(absolute / 12), month: (absolute % 12) + 1 };
  });
}

const yyyymm = ({ year, month }: Month) => `${year}${String(month).padStart(2, '0')}`;
const monYear = ({ year, month }: Month) => `${months[month - 1] ?? ''} ${year}`;
const mmyy = ({ year, month }: Month) => `${String(month).padStart(2, '0')}${String(year % 100).padStart(2, '0')}`;
const digits = (value: number, width: number) => String(value).padStart(width, '0');

function hexId(length: number, ...parts: string[]): string {
  return createHash('md5').update(parts.join('|')).digest('hex').toUpperCase().slice(0, length);
}

/**
 * A bill in the `desc` shape Digiflazz documents for each product family (PLN: tarif, daya, lembar_tagihan and
 * per-month details with meter readings; PDAM: address, due date and water meters; BPJS: participants and months…).
 * Amounts and readings are derived from the number, so an inquiry repeated later shows the same bill. A transfer
 * sends `amount`, which the inquiry carried.
 */
export function simulatedBill(
  product: SimulatedPostpaidProduct,
  customerNo: string,
  monthCount: number,
  now: Date,
  amount = 0,
): SimulatedBill {
  const sku = product.buyerSkuCode;
  const pick = <T>(list: readonly T[], salt: string): T => list[seed(sku, customerNo, salt) % list.length] as T;
  const vary = (low: number, high: number, salt: string) => low + (seed(sku, customerNo, salt) % (high - low + 1));
  const customerName = pick(names, 'name');
  const alamat = `${pick(streets, 'street')} RT ${digits(vary(1, 9, 'rt'), 2)}/${digits(vary(1, 9, 'rw'), 2)}`;
  const billed = billedMonths(now, monthCount);
  const overdue = (index: number) => index < billed.length - 1;
  const admin = String(product.admin);

  switch (product.bill) {
    case 'name':
      return { customerName, periode: '', sheets: 0, amount: 0, desc: {} };
    case 'offer': {
      // The package is the "bill"; its validity stands where a bill has its period.
      const packages = product.packages ?? [];
      if (packages.length === 0) throw new Error(`offer ${sku} has no packages`);
      const [paket, kuota, days, normalPrice, offerPrice] = pick(packages, 'package');
      const masaAktif = `${days} Hari`;
      return {
        customerName,
        periode: masaAktif,
        sheets: 1,
        amount: offerPrice,
        desc: { paket, kuota, masa_aktif: masaAktif, harga_normal: String(normalPrice) },
      };
    }
    case 'transfer': {
      // A transfer has no period; the day it is sent (WIB) stands in its place.
      const wib = jakartaWallClock(now);
      const day = `${digits(wib.getUTCDate(), 2)}-${digits(wib.getUTCMonth() + 1, 2)}-${wib.getUTCFullYear()}`;
      return {
        customerName,
        periode: day,
        sheets: 1,
        amount,
        desc: { bank: product.bank?.name ?? '', kode_bank: product.bank?.code ?? '' },
      };
    }
    case 'pln': {
      const daya = pick([900, 1300, 2200], 'daya');
      const ratePerKwh = daya === 900 ? 1_352 : 1_445;
      const penalty = daya === 900 ? 3_000 : 5_000;
      let meter = vary(10_000, 80_000, 'meter');
      const detail = billed.map((month, index) => {
        const usage = vary(110, 320, `usage${yyyymm(month)}`);
        const entry = {
          periode: yyyymm(month),
          nilai_tagihan: String(usage * ratePerKwh),
          admin,
          denda: String(overdue(index) ? penalty : 0),
          meter_awal: digits(meter, 8),
          meter_akhir: digits(meter + usage, 8),
        };
        meter += usage;
        return entry;
      });
      return finish(customerName, billed.map(yyyymm), detail, {
        tarif: daya === 900 ? 'R1M' : 'R1',
        daya,
        lembar_tagihan: billed.length,
      });
    }
    case 'pdam': {
      let meter = vary(1_000, 9_000, 'meter');
      const detail = billed.map((month, index) => {
        const usage = vary(12, 35, `usage${yyyymm(month)}`);
        const entry = {
          periode: yyyymm(month),
          nilai_tagihan: String(usage * 4_900),
          denda: String(overdue(index) ? 10_000 : 0),
          meter_awal: digits(meter, 8),
          meter_akhir: digits(meter + usage, 8),
          biaya_lain: '5000',
        };
        meter += usage;
        return entry;
      });
      const last = billed.at(-1);
      return finish(customerName, billed.map(yyyymm), detail, {
        tarif: pick(['2A', '3A'], 'tarif'),
        lembar_tagihan: billed.length,
        alamat,
        jatuh_tempo: last ? `20 ${monYear({ ...last, month: (last.month % 12) + 1 })}` : '',
      });
    }
    case 'internet':
    case 'tv': {
      const monthly = product.bill === 'internet' ? pick([295_000, 345_000, 415_000], 'plan') : 299_000;
      const detail = billed.map((month) => ({
        periode:
          product.bill === 'internet' ? monYear(month) : `${months[month.month - 1] ?? ''} ${mmyy(month).slice(2)}`,
        nilai_tagihan: String(monthly),
        admin,
        ...(product.bill === 'tv' ? { no_ref: hexId(4, customerNo, yyyymm(month)) } : {}),
      }));
      return finish(
        customerName,
        detail.map((entry) => entry.periode),
        detail,
        { lembar_tagihan: billed.length },
      );
    }
    case 'bpjs': {
      // BPJS is paid ahead for a number of months and all family members: `periode` is that count.
      const participants = vary(1, 4, 'participants');
      const periode = digits(monthCount, 2);
      return {
        customerName,
        periode,
        sheets: 1,
        amount: participants * monthCount * 35_000,
        desc: {
          jumlah_peserta: String(participants),
          lembar_tagihan: 1,
          alamat: 'JAKARTA PUSAT',
          detail: [{ periode }],
        },
      };
    }
    case 'multifinance': {
      const installment = pick([850_000, 1_250_000, 1_575_000], 'installment');
      const first = vary(3, 30, 'paid');
      const detail = billed.map((_month, index) => ({
        periode: digits(first + index, 3),
        denda: String(overdue(index) ? 25_000 : 0),
        biaya_lain: '0',
      }));
      return {
        customerName,
        periode: detail.map((entry) => entry.periode).join(','),
        sheets: billed.length,
        amount: installment * billed.length + (billed.length - 1) * 25_000,
        desc: {
          lembar_tagihan: billed.length,
          item_name: pick(['HONDA VARIO 125', 'YAMAHA NMAX 155', 'SUZUKI ERTIGA GX'], 'item'),
          no_rangka: `MH1${hexId(14, customerNo, 'rangka')}`,
          no_pol: `B${vary(1_000, 9_999, 'pol')}${pick(['UWX', 'KJT', 'SDA'], 'polsuffix')}`,
          tenor: '036',
          detail,
        },
      };
    }
    case 'pbb': {
      const year = String(billedMonths(now, 1)[0]?.year ?? now.getUTCFullYear());
      return {
        customerName,
        periode: year,
        sheets: 1,
        amount: vary(150, 900, 'pbb') * 1_000,
        desc: {
          lembar_tagihan: 1,
          alamat,
          tahun_pajak: year,
          kelurahan: 'CIPAGERAN',
          kecamatan: 'CIMAHI UTARA',
          kode_kab_kota: '0023',
          kab_kota: 'PEMKOT CIMAHI',
          luas_tanah: `${vary(60, 300, 'tanah')} M2`,
          luas_gedung: `${vary(36, 200, 'gedung')} M2`,
        },
      };
    }
    case 'gas': {
      // Digiflazz's gas details carry meters and usage but no amount per month: the total is in selling_price.
      let meter = vary(1_000, 9_000, 'meter');
      let amount = 0;
      const detail = billed.map((month) => {
        const usage = vary(15, 40, `usage${yyyymm(month)}`);
        amount += usage * 6_000;
        const entry = {
          periode: mmyy(month),
          meter_awal: digits(meter, 6),
          meter_akhir: digits(meter + usage, 6),
          usage: String(usage),
        };
        meter += usage;
        return entry;
      });
      return {
        customerName,
        periode: detail.map((entry) => entry.periode).join(','),
        sheets: billed.length,
        amount,
        desc: { lembar_tagihan: billed.length, alamat, detail },
      };
    }
    case 'hp': {
      return {
        customerName,
        periode: billed.map(yyyymm).join(','),
        sheets: billed.length,
        amount: billed.reduce((sum, month) => sum + vary(75, 250, `halo${yyyymm(month)}`) * 1_000, 0),
        desc: {},
      };
    }
    case 'samsat': {
      const year = billedMonths(now, 1)[0]?.year ?? now.getUTCFullYear();
      return {
        customerName,
        periode: String(year),
        sheets: 1,
        amount: vary(180, 650, 'pkb') * 1_000 + 35_000,
        desc: {
          nama: customerName,
          alamat,
          merk: pick(['HONDA', 'YAMAHA', 'TOYOTA'], 'merk'),
          model: pick(['SEPEDA MOTOR', 'MINIBUS'], 'model'),
          tahun: String(vary(2012, 2024, 'tahun')),
          warna: pick(['HITAM', 'PUTIH', 'MERAH'], 'warna'),
          no_rangka: `MH1${hexId(14, customerNo, 'rangka')}`,
          no_mesin: hexId(12, customerNo, 'mesin'),
          jatuh_tempo: `${year}-${digits(vary(1, 12, 'jt'), 2)}-15`,
        },
      };
    }
  }
}

type Detail = { periode: string; nilai_tagihan?: string; denda?: string; biaya_lain?: string };

function finish(
  customerName: string,
  periods: string[],
  detail: Detail[],
  desc: Record<string, unknown>,
): SimulatedBill {
  const amount = detail.reduce(
    (sum, entry) => sum + Number(entry.nilai_tagihan ?? 0) + Number(entry.denda ?? 0) + Number(entry.biaya_lain ?? 0),
    0,
  );
  return { customerName, periode: periods.join(','), sheets: detail.length, amount, desc: { ...desc, detail } };
}

/** A payment reference: 32 hex digits for PLN (as PLN prints it), 20 digits elsewhere; `paidAt` tells payments apart. */
export function postpaidSerial(product: SimulatedPostpaidProduct, refId: string, paidAt: Date): string {
  if (product.bill === 'pln') return hexId(32, refId, 'pln', String(paidAt.getTime()));
  const hash = createHash('md5').update(`${refId}|${paidAt.getTime()}`).digest();
  return Array.from(hash.subarray(0, 10), (byte) => digits(byte % 100, 2)).join('');
}

/**
 * The subscriber behind a prepaid PLN meter, as `/v1/inquiry-pln` answers it: a stable name and tariff/power per
 * meter. Meters starting with 9 are unknown to PLN (rc 54).
 */
export function simulatedPlnSubscriber(
  meter: string,
): { name: string; segmentPower: string; subscriberId: string } | null {
  if (!/^\d{11,12}$/.test(meter) || meter.startsWith('9')) return null;
  const powers = ['R1 /000000900', 'R1 /000001300', 'R1 /000002200', 'R1M /000000900', 'B1 /000003500'];
  return {
    name: names[seed('pln-subscriber', meter) % names.length] as string,
    segmentPower: powers[seed('pln-power', meter) % powers.length] as string,
    subscriberId: `5${meter.slice(-11).padStart(11, '0')}`,
  };
}
