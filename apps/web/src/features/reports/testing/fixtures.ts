import type {
  CashbackReport,
  CashbackReportRow,
  DepositReport,
  DepositReportRow,
  TransactionReport,
  TransactionReportRow,
} from '@konter/shared/contracts/reports';

/** Sample report rows in the shapes of @konter/shared/contracts/reports. Only tests import this file. */
export function sampleTransactionRow(overrides: Partial<TransactionReportRow> = {}): TransactionReportRow {
  return {
    created_at: '2026-11-22T03:15:00.000Z',
    ref_id: 'TRX7K2M9Q4ZP',
    order_number: 'TOKO-1',
    destination: '081234567890',
    product_code: 'tsel10',
    product_name: 'Telkomsel 10.000',
    family: 'pulsa',
    operator_name: 'Telkomsel',
    price: 10_250,
    selling_price: 12_000,
    profit: 1_750,
    status: 'success',
    serial_number: '41029384756102938475',
    note: null,
    start_balance: 150_000,
    end_balance: 139_750,
    customer_name: null,
    postpaid_type: null,
    period: null,
    admin_fee: null,
    discount: 0,
    loss: 0,
    payment_method: 'deposit',
    payment_status: 'paid',
    down_payment: null,
    customer_debt: null,
    customer_debt_outstanding: null,
    customer_debt_notes: null,
    customer_debt_status: null,
    ...overrides,
  };
}

export function sampleTransactionReport(
  rows: TransactionReportRow[] = [sampleTransactionRow()],
  overrides: Partial<TransactionReport> = {},
): TransactionReport {
  return {
    data: rows,
    meta: { page: 1, per_page: 20, total: rows.length },
    totals: {
      count: rows.length,
      success_count: rows.filter((row) => row.status === 'success').length,
      price: rows.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.price, 0),
      selling_price: rows.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.selling_price, 0),
      profit: rows.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.profit, 0),
      admin_fee: rows.reduce((sum, row) => sum + (row.admin_fee ?? 0), 0),
      discount: rows.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.discount, 0),
      loss: rows.filter((row) => row.status === 'success').reduce((sum, row) => sum + row.loss, 0),
      down_payment: rows
        .filter((row) => row.status === 'success')
        .reduce((sum, row) => sum + (row.down_payment ?? 0), 0),
      customer_debt_outstanding: rows
        .filter((row) => row.status === 'success')
        .reduce((sum, row) => sum + (row.customer_debt_outstanding ?? 0), 0),
    },
    ...overrides,
  };
}

export function sampleDepositRow(overrides: Partial<DepositReportRow> = {}): DepositReportRow {
  return {
    id: '5b0d2c1e-0000-4000-8000-000000000001',
    created_at: '2026-11-22T02:00:00.000Z',
    kind: 'deposit.topup',
    method: 'qris',
    service_fee: 0,
    payment_status: 'paid',
    transfer_value: null,
    reference: 'DEP8H2K4M6',
    note: null,
    counterparty: null,
    debit: 0,
    credit: 50_000,
    start_balance: 100_000,
    end_balance: 150_000,
    ...overrides,
  };
}

export function sampleDepositReport(rows: DepositReportRow[], overrides: Partial<DepositReport> = {}): DepositReport {
  return {
    data: rows,
    meta: { page: 1, per_page: 20, total: rows.length },
    totals: {
      count: rows.length,
      debit: rows.reduce((sum, row) => sum + row.debit, 0),
      credit: rows.reduce((sum, row) => sum + row.credit, 0),
      service_fee: rows.reduce((sum, row) => sum + (row.service_fee ?? 0), 0),
      transfer_value: rows.reduce((sum, row) => sum + (row.transfer_value ?? 0), 0),
      opening_balance: rows.at(-1)?.start_balance ?? null,
      closing_balance: rows[0]?.end_balance ?? null,
    },
    ...overrides,
  };
}

export function sampleCashbackRow(overrides: Partial<CashbackReportRow> = {}): CashbackReportRow {
  return {
    id: '5b0d2c1e-0000-4000-8000-0000000000c1',
    created_at: '2026-11-22T03:15:00.000Z',
    earned_on: '2026-11-22',
    source: 'purchase:TRX7K2M9Q4ZP',
    ref_id: 'TRX7K2M9Q4ZP',
    product_name: 'PLN 100.000',
    destination: '12345678901',
    amount: 250,
    status: 'pending',
    credited_at: null,
    ...overrides,
  };
}

export function sampleCashbackReport(rows: CashbackReportRow[]): CashbackReport {
  const credited = rows.filter((row) => row.status === 'credited').reduce((sum, row) => sum + row.amount, 0);
  const amount = rows.reduce((sum, row) => sum + row.amount, 0);
  return {
    data: rows,
    meta: { page: 1, per_page: 20, total: rows.length },
    totals: { count: rows.length, amount, credited, pending: amount - credited },
  };
}
