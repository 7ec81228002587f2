import type { z } from 'zod';
import type {
  Biller,
  Bill,
  PostpaidTransaction,
  PostpaidType,
  inquiryBody,
  payBody,
} from '@konter/shared/contracts/postpaid';
import { isOfferType, postpaidKindOf, transferAmountLimits } from '@konter/shared/contracts/postpaid';
import { cashbackEarned } from '@konter/shared/fees/cashback';
import { formatRupiah } from '@konter/shared/money';
import { normalizeMsisdn } from '@konter/shared/phone/operators';
import type { Database } from '../../db/client.ts';
import type { PostpaidBillSnapshot } from '../../db/schema/ppob-purchases.ts';
import type { PostpaidBill, Supplier } from '../../integrations/payments/supplier.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import { jakartaDate } from '@konter/shared/time/jakarta';
import type { JobQueue } from '../../platform/queue.ts';
import type { PinHasher } from '../../platform/secrets.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { confirmMoneyAction, findAccountById } from '../accounts/index.ts';
import {
  claimStatus,
  findByRef,
  findByRequestKey,
  findPaymentOfBill,
  insertTransaction,
  lockBillOf,
  type TransactionRow,
} from './purchases.repository.ts';
import { assertAccountMayBuy, assertPrincipalMayBuy, holdFunds, newRefId } from './purchases.service.ts';
import { toTransactionResponse } from './settlement.ts';
import { findPostpaidCashbackRule } from './postpaid-cashback.repository.ts';
import { quoteBill, quoteInputs } from '../pricing/index.ts';

/**
 * The billers a tenant sells per postpaid type: supplier SKUs (Digiflazz's postpaid buyer SKU codes) with the admin
 * fee they usually carry. A type without billers is shown as not offered yet. The operator offers have one biller
 * each (the operator); kirim uang has one per bank.
 */
export const defaultBillers: Readonly<Record<PostpaidType, readonly Biller[]>> = {
  electricity: [{ code: 'pln', name: 'PLN Pascabayar', admin_fee: 2_500 }],
  pdam: [{ code: 'pdam', name: 'PDAM Kota Surabaya', admin_fee: 2_500 }],
  internet: [{ code: 'internet', name: 'Telkom IndiHome', admin_fee: 2_500 }],
  bpjs: [{ code: 'bpjs', name: 'BPJS Kesehatan', admin_fee: 2_500 }],
  finance: [{ code: 'multifinance', name: 'Multifinance (FIF, Adira, WOM)', admin_fee: 5_000 }],
  pbb: [{ code: 'cimahi', name: 'PBB Kota Cimahi', admin_fee: 2_500 }],
  gas: [{ code: 'pgas', name: 'PGN Gas Negara', admin_fee: 2_500 }],
  tv: [{ code: 'tv', name: 'TV Kabel First Media', admin_fee: 2_500 }],
  hp: [{ code: 'hp', name: 'Telkomsel Halo', admin_fee: 2_500 }],
  esamsat: [{ code: 'samsat', name: 'e-Samsat Jawa Barat', admin_fee: 3_500 }],
  tselomni: [{ code: 'tselomni', name: 'Telkomsel Omni', admin_fee: 0 }],
  'kirim-uang': [
    { code: 'kirimbca', name: 'BCA', admin_fee: 2_500 },
    { code: 'kirimbri', name: 'BRI', admin_fee: 2_500 },
    { code: 'kirimbni', name: 'BNI', admin_fee: 2_500 },
    { code: 'kirimmandiri', name: 'Mandiri', admin_fee: 2_500 },
  ],
  indosat4u: [{ code: 'indosat4u', name: 'Indosat Only4u', admin_fee: 0 }],
  tricuanmax: [{ code: 'tricuanmax', name: 'Tri CuanMax', admin_fee: 0 }],
  xlcuanku: [{ code: 'xlcuanku', name: 'XL Cuanku', admin_fee: 0 }],
  byupromo: [{ code: 'byupromo', name: 'by.U Promo', admin_fee: 0 }],
};

/** Every biller with its postpaid type, in the order of the types (the back office's and the cashback lists). */
export function everyBiller(): { type: PostpaidType; biller: Biller }[] {
  return Object.entries(defaultBillers).flatMap(([type, billers]) =>
    billers.map((biller) => ({ type: type as PostpaidType, biller })),
  );
}

/** The lines of an offer's `desc` (Digiflazz style) that describe the package, and are shown as the offer. */
const offerLines = ['paket', 'kuota', 'masa_aktif', 'harga_normal'];

function offerOf(description: Record<string, unknown>): Bill['offer'] {
  const text = (key: string) => {
    const value = description[key];
    return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
  };
  if (text('paket') === '') return undefined;
  const normal = Number(text('harga_normal'));
  return {
    package: text('paket'),
    quota: text('kuota'),
    validity: text('masa_aktif'),
    normal_price: text('harga_normal') !== '' && Number.isSafeInteger(normal) ? normal : null,
  };
}

/** The bill of a payment or inquiry row, as the screens and receipts read it. */
export function toBill(row: TransactionRow): Bill {
  const bill = row.bill;
  if (!bill) throw new Error(`purchase ${row.refId} has no bill`);
  const periods = bill.periods.map((period) => ({
    period: period.period,
    amount: period.amount,
    penalty: period.penalty,
    admin_fee: period.adminFee,
    meter_start: period.meterStart ?? null,
    meter_end: period.meterEnd ?? null,
    usage:
      period.meterStart !== undefined && period.meterEnd !== undefined ? period.meterEnd - period.meterStart : null,
  }));
  const type = bill.type as PostpaidType;
  const offer = postpaidKindOf(type) === 'offer' ? offerOf(bill.description) : undefined;
  const details: Record<string, string> = {};
  for (const [key, value] of Object.entries(bill.description)) {
    if (offer && offerLines.includes(key)) continue;
    if (typeof value === 'string' || typeof value === 'number') details[key] = String(value);
  }
  return {
    ref_id: row.refId,
    type,
    product_code: row.productCode,
    provider: row.operatorName,
    customer_no: row.destination,
    customer_name: bill.customerName,
    period: periods.map((period) => period.period).join(','),
    months: periods.length,
    periods,
    bill_amount: bill.billTotal - bill.adminFee,
    admin_fee: bill.adminFee,
    total: row.price,
    details,
    ...(offer ? { offer } : {}),
  };
}

export function toPostpaidTransaction(row: TransactionRow): PostpaidTransaction {
  return { ...toTransactionResponse(row), bill: toBill(row) };
}

const transferAmountError = () =>
  fieldError('amount', 'postpaid.transfer_amount', {
    min: formatRupiah(transferAmountLimits.min),
    max: formatRupiah(transferAmountLimits.max),
  });

/** PAS-01: a bill paid, or being paid, through this tenant is not paid again; the message names that payment. */
function billPaidError(field: 'customer_no' | 'ref_id', payment: TransactionRow) {
  const key = payment.status === 'success' ? 'postpaid.paid_here' : 'postpaid.being_paid';
  return fieldError(field, key, { ref: payment.refId });
}

/**
 * Why an inquiry found nothing to pay, under the customer number (PAS-01). For an offer "no bill" means nothing is
 * offered to the number; for a transfer the customer number is a bank account.
 */
function inquiryRefusal(type: PostpaidType, bill: PostpaidBill) {
  const kind = postpaidKindOf(type);
  const message = bill.message.toLowerCase();
  if (bill.rc === '60') {
    if (kind === 'offer') return fieldError('customer_no', 'postpaid.no_offer');
    return fieldError(
      'customer_no',
      message.includes('lunas') ? 'postpaid.already_paid' : 'postpaid.bill_not_available',
    );
  }
  if (bill.rc === '84' && kind === 'transfer') return transferAmountError();
  if (bill.rc === '54' || bill.rc === '50') {
    return fieldError('customer_no', kind === 'transfer' ? 'postpaid.account_not_found' : 'postpaid.wrong_number');
  }
  if (bill.rc === '57') {
    return fieldError('customer_no', kind === 'transfer' ? 'postpaid.account_format' : 'postpaid.number_format');
  }
  return fieldError('customer_no', 'postpaid.inquiry_failed');
}

/** TRX-11: money is sent only from an account whose phone number is verified, as for prepaid send money. */
function assertMaySendMoney(account: { phoneVerifiedAt: Date | null }): void {
  if (!account.phoneVerifiedAt) {
    throw new AppError('send_money_unverified', { status: 403, messageKey: 'trx.send_money_unverified' });
  }
}

export function createPostpaidService(deps: {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  suppliers: readonly Supplier[];
  /** A tenant's suppliers: its own account when it has one (decision 039); without it, `suppliers`. */
  suppliersFor?: (tenantId: string) => Promise<readonly Supplier[]>;
  pins: PinHasher;
}) {
  const { database, clock, queue } = deps;
  const suppliersOf = deps.suppliersFor ?? (async () => deps.suppliers);

  return {
    billers(type: PostpaidType): readonly Biller[] {
      return defaultBillers[type];
    },

    /** The postpaid type a biller's code (a buyer SKU code of the reseller API) belongs to, or null. */
    typeOfBiller(code: string): PostpaidType | null {
      for (const [type, billers] of Object.entries(defaultBillers)) {
        if (billers.some((biller) => biller.code === code)) return type as PostpaidType;
      }
      return null;
    },

    /**
     * The transaction a client's own key names (the reseller API's `h2h:<ref_id>`), whatever its kind; null when
     * there is none. Postpaid rows come with their bill.
     */
    async byRequestKey(
      owner: { tenantId: string; accountId: string },
      requestKey: string,
    ): Promise<{ kind: 'prepaid' } | { kind: 'postpaid'; transaction: PostpaidTransaction } | null> {
      const row = await database.withTenant(owner.tenantId, (tx) =>
        findByRequestKey(tx, owner.tenantId, owner.accountId, requestKey),
      );
      if (!row) return null;
      return row.kind === 'postpaid' && row.bill
        ? { kind: 'postpaid', transaction: toPostpaidTransaction(row) }
        : { kind: 'prepaid' };
    },

    /**
     * PAS-01: asks the suppliers in order for the bill; the answer is kept as an 'inquiry' row whose ref_id the
     * payment reuses (Digiflazz pays an inquiry by its ref_id, and only on the day it was made).
     */
    async inquiry(
      tenant: Tenant,
      auth: Principal,
      body: z.output<typeof inquiryBody>,
      // The reseller API names an inquiry by its own ref_id (`h2h:<ref_id>`): one row per key, a race answers the first.
      options: { requestKey?: string } = {},
    ): Promise<Bill> {
      const billers = defaultBillers[body.type];
      if (billers.length === 0) throw fieldError('type', 'postpaid.not_offered');
      const biller = body.product_code ? billers.find((entry) => entry.code === body.product_code) : billers[0];
      if (!biller) throw fieldError('product_code', 'trx.no_product');
      const kind = postpaidKindOf(body.type);
      if (kind === 'transfer') {
        // The contract requires the amount for a transfer; this keeps a direct call to the service as strict.
        if (body.amount === undefined) throw transferAmountError();
        const account = await database.withTenant(tenant.id, (tx) => findAccountById(tx, tenant.id, auth.accountId));
        if (!account) throw new AppError('not_authenticated');
        assertMaySendMoney(account);
      }
      // An offer is asked for by phone number in the local form the operators use (08…), however it was typed.
      const customerNo = isOfferType(body.type)
        ? (normalizeMsisdn(body.customer_no) ?? body.customer_no)
        : body.customer_no.replace(/[\s.-]/g, '');
      const amount = kind === 'transfer' ? body.amount : undefined;
      const refId = newRefId();
      let answer: { supplier: Supplier; bill: PostpaidBill } | null = null;
      // The bill is paid, later, through the account that inquired it (the row's supplier).
      for (const supplier of await suppliersOf(tenant.id)) {
        try {
          answer = {
            supplier,
            bill: await supplier.inquiryPostpaid({
              refId,
              buyerSkuCode: biller.code,
              customerNo,
              ...(amount === undefined ? {} : { amount }),
            }),
          };
          break;
        } catch {
          // the next supplier may answer
        }
      }
      if (!answer) throw fieldError('customer_no', 'postpaid.inquiry_failed');
      const { bill, supplier } = answer;
      if (bill.status !== 'success') throw inquiryRefusal(body.type, bill);
      if (kind === 'bill') {
        const periods = bill.periods.map((period) => period.period);
        const payment = await database.withTenant(tenant.id, (tx) =>
          findPaymentOfBill(tx, tenant.id, { productCode: biller.code, customerNo, periods }),
        );
        if (payment) throw billPaidError('customer_no', payment);
      }
      const now = clock.now();
      const requestKey = options.requestKey ?? `inquiry:${refId}`;
      const row = await database.withTenant(tenant.id, async (tx) => {
        // The price by the buyer's tier and each upline's commission (decision 025), fixed at the inquiry the buyer
        // pays from, as its cashback is: the tier's admin fee joins the supplier's, so the bill shows what is paid.
        const quote = quoteBill(await quoteInputs(tx, tenant.id, auth.accountId, ''), auth, {
          total: bill.sellingPrice,
          supplierPrice: bill.price,
        });
        const snapshot: PostpaidBillSnapshot = {
          type: body.type,
          customerName: bill.customerName,
          adminFee: bill.adminFee + quote.price - bill.sellingPrice,
          billTotal: quote.price,
          supplierPrice: bill.price,
          periods: bill.periods,
          description: bill.description,
          inquiredOn: jakartaDate(now),
        };
        // AGT-04 for bills: the Rupiah this payment earns, fixed at the inquiry the buyer pays from.
        const rule = await findPostpaidCashbackRule(tx, tenant.id, biller.code);
        return insertTransaction(tx, {
          tenantId: tenant.id,
          refId,
          accountId: auth.accountId,
          kind: 'postpaid',
          requestKey,
          requestHash: '',
          productCode: biller.code,
          productName: biller.name,
          family: 'pascabayar',
          operator: body.type,
          operatorName: biller.name,
          destination: customerNo,
          customerName: bill.customerName,
          price: quote.price,
          buyingPrice: bill.price,
          sellingPrice: quote.price,
          commissionLegs: quote.legs,
          cashback: rule ? cashbackEarned(rule, quote.price) : 0,
          status: 'inquiry',
          supplier: supplier.name,
          bill: snapshot,
          createdAt: now,
          updatedAt: now,
        });
      });
      if (row) return toBill(row);
      const first = options.requestKey
        ? await database.withTenant(tenant.id, (tx) => findByRequestKey(tx, tenant.id, auth.accountId, requestKey))
        : null;
      if (first?.kind === 'postpaid' && first.bill) return toBill(first);
      if (first) throw fieldError('ref_id', 'postpaid.not_found');
      throw new Error('inquiry insert returned nothing');
    },

    /**
     * Pays an inquired bill: the same guarantees as a prepaid purchase (one transaction debits the deposit, moves the
     * row to processing and enqueues the payment; the finalizer settles it once). Paying again answers the first.
     */
    async pay(
      tenant: Tenant,
      auth: Principal,
      body: z.output<typeof payBody>,
    ): Promise<{ transaction: PostpaidTransaction; replayed: boolean }> {
      assertPrincipalMayBuy(auth);
      const { row, account } = await database.withTenant(tenant.id, async (tx) => ({
        row: await findByRef(tx, tenant.id, body.ref_id, { accountId: auth.accountId }),
        account: await findAccountById(tx, tenant.id, auth.accountId),
      }));
      if (!row || row.kind !== 'postpaid' || !account) throw fieldError('ref_id', 'postpaid.not_found');
      if (row.status !== 'inquiry') return { transaction: toPostpaidTransaction(row), replayed: true };
      assertAccountMayBuy(account);
      if (row.operator && postpaidKindOf(row.operator as PostpaidType) === 'transfer') assertMaySendMoney(account);
      const now = clock.now();
      if (row.bill?.inquiredOn !== jakartaDate(now)) throw fieldError('ref_id', 'postpaid.inquiry_expired');
      // TRX-05, ACC-07: the same check of the PIN or password as a prepaid purchase's.
      await confirmMoneyAction(deps, auth, body);
      const result = await database.withTenant(tenant.id, async (tx) => {
        if (row.operator && postpaidKindOf(row.operator as PostpaidType) === 'bill' && row.bill) {
          // One payment per bill and period in the tenant, whoever pays it: a second one (another inquiry, another
          // account, the same tap twice) waits here for the first and is refused before any money moves.
          await lockBillOf(tx, tenant.id, row.productCode, row.destination);
          const periods = row.bill.periods.map((period) => period.period);
          const payment = await findPaymentOfBill(tx, tenant.id, {
            productCode: row.productCode,
            customerNo: row.destination,
            periods,
          });
          if (payment && payment.id !== row.id) throw billPaidError('ref_id', payment);
        }
        const claimed = await claimStatus(tx, tenant.id, row.id, ['inquiry'], { status: 'processing', updatedAt: now });
        if (!claimed) {
          const current = await findByRef(tx, tenant.id, row.refId);
          return { row: current ?? row, replayed: true };
        }
        // Decision 012: the job first, the debit last (its deposit row lock is held only until the commit).
        await holdFunds(tx, queue, {
          tenantId: tenant.id,
          accountId: auth.accountId,
          purchaseId: row.id,
          refId: row.refId,
          price: row.price,
          kind: 'postpaid.debit',
          at: now,
        });
        return { row: claimed, replayed: false };
      });
      return { transaction: toPostpaidTransaction(result.row), replayed: result.replayed };
    },

    async get(tenant: Tenant, auth: Principal, refId: string): Promise<PostpaidTransaction> {
      const row = await database.withTenant(tenant.id, (tx) =>
        findByRef(tx, tenant.id, refId, { accountId: auth.accountId }),
      );
      if (!row || row.kind !== 'postpaid') throw new AppError('not_found', { messageKey: 'trx.not_found' });
      return toPostpaidTransaction(row);
    },

    /**
     * The bill payment of a receipt the receipts service let the reader see: its own, or one made under it in the
     * network (AGT-01: the upline reads its level of the bill as of a prepaid purchase).
     */
    async ofReceipt(tenant: Tenant, refId: string): Promise<PostpaidTransaction> {
      const row = await database.withTenant(tenant.id, (tx) => findByRef(tx, tenant.id, refId));
      if (!row || row.kind !== 'postpaid') throw new AppError('not_found', { messageKey: 'trx.not_found' });
      return toPostpaidTransaction(row);
    },
  };
}

export type PostpaidService = ReturnType<typeof createPostpaidService>;
