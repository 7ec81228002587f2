import type { BulkRow, BulkSettings, BulkUploadDetail } from '@konter/shared/contracts/bulk';

/** Answers of the bulk API in their contract shapes. Only tests import this file. */
export function sampleBulkSettings(overrides: Partial<BulkSettings> = {}): BulkSettings {
  return {
    rows_per_file: 100,
    excel_trx_limit: 1000,
    file_row_limit: 100,
    same_number_daily_limit: 1,
    pin_required: true,
    history_days: 30,
    ...overrides,
  };
}

export const sampleUploadId = '6f1c1f4e-3b7a-4c53-9a55-2f2a3f1d9b10';

export function sampleRow(overrides: Partial<BulkRow> = {}): BulkRow {
  return {
    line: 2,
    destination: '081298765432',
    written_destination: null,
    product_code: 'tsel10',
    product_name: 'Telkomsel 10.000',
    order_number: null,
    selling_price: null,
    price: 10_075,
    status: 'valid',
    errors: [],
    ref_id: null,
    serial_number: null,
    failure: null,
    ...overrides,
  };
}

export function sampleUpload(overrides: Partial<BulkUploadDetail> = {}): BulkUploadDetail {
  return {
    id: sampleUploadId,
    file_name: 'pesanan.xlsx',
    uploaded_on: '2026-11-22',
    rows: 20,
    valid_rows: 17,
    invalid_rows: 3,
    total_price: 171_275,
    status: 'validated',
    processed: 0,
    succeeded: 0,
    failed: 0,
    created_at: '2026-11-22T03:00:00.000Z',
    confirmed_at: null,
    finished_at: null,
    result_url: `/api/v1/prabayar/excel/uploads/${sampleUploadId}/result`,
    lines: [
      sampleRow({
        line: 4,
        product_code: 'nosuch1',
        status: 'invalid',
        errors: [{ code: 'product_not_found', message: 'Produk tidak ditemukan' }],
      }),
      sampleRow({
        line: 9,
        destination: '0812',
        status: 'invalid',
        errors: [{ code: 'invalid_number', message: 'Nomor tujuan salah atau tidak valid.' }],
      }),
      sampleRow({
        line: 15,
        destination: '087898760006',
        status: 'invalid',
        errors: [
          {
            code: 'wrong_product_code',
            message: 'Kode produk salah untuk nomor ini: produk Telkomsel, nomor XL.',
          },
        ],
      }),
    ],
    ...overrides,
  };
}
