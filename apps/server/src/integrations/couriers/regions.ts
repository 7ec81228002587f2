/**
 * The few cities the simulators serve, by the first two digits of the postal code, with each courier's own code for
 * the city. The couriers without a destination list (Ninja, IDexpress, SAP Express, J&T Cargo) take a postal code or
 * a city code, which their adapters look up here, so simulator and adapter agree; a postal code outside the table is
 * an area they do not serve. The couriers with a list (SiCepat, J&T, JNE, Lion Parcel) publish one entry a district
 * of these cities (`destination-book.ts`) and are asked by the code the agent picked from it; their code here is one
 * of those districts, used only where no destination was picked (the shop's checkout quotes by postal code).
 */
export type Region = {
  /** The regency (city) code of Indonesia's administrative areas (idn-area-data): the districts the simulators serve. */
  regency: string;
  city: string;
  province: string;
  sicepat: string;
  jnt: string;
  jne: string;
  /** Lion Parcel names a route end as `DISTRICT, CITY`. */
  lion: string;
  /** IDexpress names a city by its regency code (Kemendagri/BPS), as its fee and waybill calls take it. */
  idexpress: string;
  /** SAP Express names a district by its own district code (`master/district/get`). */
  sap: string;
  zone: number;
};

const regions: Record<string, Region> = {
  '10': {
    regency: '31.71',
    city: 'JAKARTA PUSAT',
    province: 'DKI JAKARTA',
    sicepat: 'CGK10000',
    jnt: 'JAKARTA',
    jne: 'CGK10000',
    lion: 'GAMBIR, JAKARTA PUSAT',
    idexpress: '3171',
    sap: 'JK01',
    zone: 0,
  },
  '12': {
    regency: '31.74',
    city: 'JAKARTA SELATAN',
    province: 'DKI JAKARTA',
    sicepat: 'CGK10300',
    jnt: 'JAKARTA',
    jne: 'CGK10300',
    lion: 'KEBAYORAN BARU, JAKARTA SELATAN',
    idexpress: '3174',
    sap: 'JK05',
    zone: 0,
  },
  '40': {
    regency: '32.73',
    city: 'BANDUNG',
    province: 'JAWA BARAT',
    sicepat: 'BDO10000',
    jnt: 'BANDUNG',
    jne: 'BDO10000',
    lion: 'SUMUR BANDUNG, BANDUNG',
    idexpress: '3273',
    sap: 'JB17',
    zone: 1,
  },
  '50': {
    regency: '33.74',
    city: 'SEMARANG',
    province: 'JAWA TENGAH',
    sicepat: 'SRG10000',
    jnt: 'SEMARANG',
    jne: 'SRG10000',
    lion: 'SEMARANG TENGAH, SEMARANG',
    idexpress: '3374',
    sap: 'JT34',
    zone: 2,
  },
  '55': {
    regency: '34.71',
    city: 'YOGYAKARTA',
    province: 'DI YOGYAKARTA',
    sicepat: 'JOG10000',
    jnt: 'YOGYAKARTA',
    jne: 'JOG10000',
    lion: 'GONDOKUSUMAN, YOGYAKARTA',
    idexpress: '3471',
    sap: 'YO04',
    zone: 2,
  },
  '60': {
    regency: '35.78',
    city: 'SURABAYA',
    province: 'JAWA TIMUR',
    sicepat: 'SUB10000',
    jnt: 'SURABAYA',
    jne: 'SUB10000',
    lion: 'GENTENG, SURABAYA',
    idexpress: '3578',
    sap: 'JI37',
    zone: 2,
  },
  '80': {
    regency: '51.71',
    city: 'DENPASAR',
    province: 'BALI',
    sicepat: 'DPS10000',
    jnt: 'DENPASAR',
    jne: 'DPS10000',
    lion: 'DENPASAR BARAT, DENPASAR',
    idexpress: '5171',
    sap: 'BA08',
    zone: 3,
  },
  '20': {
    regency: '12.71',
    city: 'MEDAN',
    province: 'SUMATERA UTARA',
    sicepat: 'KNO10000',
    jnt: 'MEDAN',
    jne: 'MES10000',
    lion: 'MEDAN KOTA, MEDAN',
    idexpress: '1275',
    sap: 'SU21',
    zone: 4,
  },
  '90': {
    regency: '73.71',
    city: 'MAKASSAR',
    province: 'SULAWESI SELATAN',
    sicepat: 'UPG10000',
    jnt: 'MAKASSAR',
    jne: 'UPG10000',
    lion: 'UJUNG PANDANG, MAKASSAR',
    idexpress: '7371',
    sap: 'SN24',
    zone: 4,
  },
  // A postal code the simulators accept but whose parcels come back: the "returned" path of the demo.
  '99': {
    regency: '91.71',
    city: 'JAYAPURA',
    province: 'PAPUA',
    sicepat: 'DJJ10000',
    jnt: 'JAYAPURA',
    jne: 'DJJ10000',
    lion: 'JAYAPURA UTARA, JAYAPURA',
    idexpress: '9471',
    sap: 'PA29',
    zone: 6,
  },
};

export function regionOf(postalCode: string): Region | null {
  return regions[postalCode.slice(0, 2)] ?? null;
}

export function regionByCode(
  courier: 'sicepat' | 'jnt' | 'jne' | 'lion' | 'idexpress' | 'sap',
  code: string,
): Region | null {
  return Object.values(regions).find((region) => region[courier] === code) ?? null;
}

export function allRegions(): Region[] {
  return Object.values(regions);
}
