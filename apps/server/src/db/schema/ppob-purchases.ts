import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PurchasableFamily } from '@konter/shared/ppob/families';
import type { Role } from '@konter/shared/contracts/accounts';
import type { PaymentSource, PurchaseFailureCode, TransactionStatus } from '@konter/shared/contracts/transactions';
import { createdAtColumn, idColumn, moneyColumn as money, tenantIdColumn as tenantId } from './columns.ts';

export type PostpaidBillSnapshot = {
  type: string;
  customerName: string;
  /** The admin fee the buyer pays: the supplier's, and its tier's over it (pricing `quoteBill`). */
  adminFee: number;
  /** What the buyer pays for the bill (bills, penalties and admin fees): the purchase's price. */
  billTotal: number;
  /** What the supplier charges us for it. */
  supplierPrice: number;
  periods: {
    period: string;
    amount: number;
    penalty: number;
    adminFee: number;
    meterStart?: number;
    meterEnd?: number;
  }[];
  description: Record<string, unknown>;
  /** The Jakarta day of the inquiry: the bill may be paid only that day. */
  inquiredOn: string;
};

/** What one upline earns on a purchase by its downline: its price for the product under what the downline paid. */
export type CommissionLeg = { accountId: string; role: Role; amount: number };

export type SupplierAttempt = {
  supplier: string;
  rc: string;
  message: string;
  status: string;
  at: string;
  /** The app's reason for a failed attempt, as the supplier's adapter read its code (decision 026). */
  failure?: PurchaseFailureCode | null;
};

/**
 * A prepaid purchase (§3 Prepaid transaction). Created with its debit and dispatch job in one database transaction;
 * `status` leaves 'processing' exactly once, by a conditional update, together with its ledger entries.
 */
export const prepaidTransactions = pgTable(
  'prepaid_transactions',
  {
    tenantId: tenantId(),
    id: idColumn(),
    /** Our reference, sent to the supplier as ref_id. */
    refId: text('ref_id').notNull(),
    accountId: uuid('account_id').notNull(),
    /** 'prepaid' (a top-up) or 'postpaid' (a bill: inquired first, then paid with the inquiry's ref_id). */
    kind: text('kind').$type<'prepaid' | 'postpaid'>().notNull().default('prepaid'),
    /** A postpaid bill as the inquiry answered it (periods, meters, admin fee, what the supplier charges). */
    bill: jsonb('bill').$type<PostpaidBillSnapshot>(),
    requestKey: text('request_key').notNull(),
    /** Hash of what was asked, to tell a retry from a reuse of the key for something else. */
    requestHash: text('request_hash').notNull(),
    orderNumber: text('order_number'),
    productCode: text('product_code').notNull(),
    productName: text('product_name').notNull(),
    /** The prepaid family, or 'pascabayar' with the postpaid type in `operator`. */
    family: text('family').$type<PurchasableFamily | 'pascabayar'>().notNull(),
    operator: text('operator').notNull(),
    operatorName: text('operator_name').notNull(),
    nominal: money('nominal'),
    destination: text('destination').notNull(),
    customerName: text('customer_name'),
    /** Charged to the deposit: the price snapshot a refund returns. */
    price: money('price').notNull(),
    /** The best supplier price at purchase; the settled supplier's price once final. */
    buyingPrice: money('buying_price').notNull(),
    sellingPrice: money('selling_price').notNull(),
    /** The quote's commissions, nearest upline first: credited at settlement, taken back if the sale is returned. */
    commissionLegs: jsonb('commission_legs')
      .$type<CommissionLeg[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    cashback: money('cashback').notNull().default(0),
    promo: boolean('promo').notNull().default(false),
    /**
     * §1: where the price was taken from, and so where a refund puts it back: the deposit, the cashback wallet, or
     * a drawing on the agent's loan (onto the deposit, which a refund credits; decision 033's amendment).
     */
    paidFrom: text('paid_from').$type<PaymentSource>().notNull().default('deposit'),
    status: text('status').$type<TransactionStatus>().notNull(),
    supplier: text('supplier'),
    attempts: jsonb('attempts')
      .$type<SupplierAttempt[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    rc: text('rc'),
    /**
     * What the customer reads about an unsuccessful purchase (`failure_code`), as the supplier's adapter read its
     * `rc` when the purchase settled (decision 026); null while processing and for a success.
     */
    failureCode: text('failure_code').$type<PurchaseFailureCode>(),
    serialNumber: text('serial_number'),
    failedReason: text('failed_reason'),
    /** Why a person should look at it: a success arrived after the refund and the deposit could not cover it. */
    reviewFlag: text('review_flag'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finalAt: timestamp('final_at', { withTimezone: true }),
  },
  (table) => [
    primaryKey({ name: 'prepaid_transactions_pk', columns: [table.tenantId, table.id] }),
    uniqueIndex('prepaid_transactions_ref_uq').on(table.tenantId, table.refId),
    uniqueIndex('prepaid_transactions_request_uq').on(table.tenantId, table.accountId, table.requestKey),
    index('prepaid_transactions_account_idx').on(table.tenantId, table.accountId, table.createdAt),
    index('prepaid_transactions_processing_idx')
      .on(table.status, table.updatedAt)
      .where(sql`status = 'processing'`),
    // The daily limit's count (a number and product today): every condition a bound of the index, so a generic plan
    // cannot prefer the tenant's day (`tenant_created_idx`), which scans every purchase the tenant made today.
    index('prepaid_transactions_daily_idx').on(
      table.tenantId,
      table.accountId,
      table.destination,
      table.productCode,
      table.createdAt,
    ),
    // The back office's dashboard: the tenant's purchases of a window (today, 30 days), tenant first.
    index('prepaid_transactions_tenant_created_idx').on(table.tenantId, table.createdAt),
    check('prepaid_transactions_paid_from_ck', sql`paid_from in ('deposit', 'cashback', 'loan')`),
  ],
);

/** Receipt settings of an account (RCP-02). */
export const receiptSettings = pgTable(
  'receipt_settings',
  {
    tenantId: tenantId(),
    accountId: uuid('account_id').notNull(),
    showLogo: boolean('show_logo').notNull().default(true),
    showAddress: boolean('show_address').notNull().default(false),
    largeText: boolean('large_text').notNull().default(false),
    largeSerial: boolean('large_serial').notNull().default(true),
    noteLeft: boolean('note_left').notNull().default(false),
    paperWidth: text('paper_width').$type<'58' | '80'>().notNull().default('58'),
    fontSize: text('font_size').$type<'small' | 'regular' | 'large' | 'huge'>().notNull().default('regular'),
    /** The shop's name on receipts; empty prints the account holder's name. */
    shopName: text('shop_name').notNull().default(''),
    note: text('note').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'receipt_settings_pk', columns: [table.tenantId, table.accountId] })],
);

/** TRX-09: an account-name check of an e-wallet or PLN number. */
export const nameChecks = pgTable(
  'name_checks',
  {
    tenantId: tenantId(),
    id: idColumn(),
    accountId: uuid('account_id').notNull(),
    family: text('family').notNull(),
    destination: text('destination').notNull(),
    status: text('status').$type<'pending' | 'success' | 'failed'>().notNull(),
    name: text('name'),
    message: text('message'),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ name: 'name_checks_pk', columns: [table.tenantId, table.id] })],
);

/**
 * Legacy, read-only: the supplier callbacks' own inbox before the one `webhook_inbox` of every provider (decision
 * 026). The migration that made that inbox copied these rows into it (provider = supplier); nothing writes here any
 * more, and a later migration drops the table once the copy has been checked in production.
 */
export const supplierCallbacks = pgTable(
  'supplier_callbacks',
  {
    supplier: text('supplier').notNull(),
    deliveryId: text('delivery_id').notNull(),
    refId: text('ref_id').notNull(),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    outcome: text('outcome'),
  },
  (table) => [
    primaryKey({ name: 'supplier_callbacks_pk', columns: [table.supplier, table.deliveryId] }),
    index('supplier_callbacks_pending_idx')
      .on(table.receivedAt)
      .where(sql`processed_at is null`),
  ],
);

/**
 * A down-payment purchase (spec §3 Prepaid transaction: down-payment value and notes): the seller's customer paid
 * `down_payment` now and owes the rest of the selling price to the seller. This is the seller's own book of what a
 * customer owes them, not money of the app: the deposit was charged the full price as for any purchase, so nothing
 * here touches the ledger. Written with its purchase in one transaction; `paid` grows as the customer settles (never
 * beyond `amount`, a check the update's condition keeps).
 */
export const customerDebts = pgTable(
  'customer_debts',
  {
    tenantId: tenantId(),
    purchaseId: uuid('purchase_id').notNull(),
    accountId: uuid('account_id').notNull(),
    downPayment: money('down_payment').notNull(),
    /** What the customer still owed after the down payment: the selling price less the down payment. */
    amount: money('amount').notNull(),
    /** What the customer has paid since, towards `amount`. */
    paid: money('paid').notNull().default(0),
    notes: text('notes').notNull().default(''),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    createdAt: createdAtColumn(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'customer_debts_pk', columns: [table.tenantId, table.purchaseId] }),
    index('customer_debts_open_idx')
      .on(table.tenantId, table.accountId)
      .where(sql`settled_at is null`),
    check('customer_debts_paid_check', sql`${table.paid} >= 0 and ${table.paid} <= ${table.amount}`),
    check('customer_debts_amounts_check', sql`${table.downPayment} >= 0 and ${table.amount} > 0`),
  ],
);
