import type { z } from 'zod';
import {
  receiptPayment,
  type Receipt,
  type ReceiptSettings,
  type receiptSettingsBody,
} from '@konter/shared/contracts/transactions';
import type { Role } from '@konter/shared/contracts/accounts';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findAccountById, findPrimaryAddress, namesOf, toAddress } from '../accounts/index.ts';
import { findTenantById } from '../tenants/index.ts';
import {
  accountsAtOrUnder,
  findByRef,
  findReceiptSettings,
  saveReceiptSettings,
  type ReceiptSettingsRow,
  type TransactionRow,
} from './purchases.repository.ts';
import { toTransactionResponse } from './settlement.ts';
import { findCustomerDebt } from './customer-debts.repository.ts';
import { toCustomerDebt } from './customer-debts.ts';

/**
 * Each level of a purchase from the buyer up (AGT-01): the buyer paid `price` and keeps what it charged above it; each
 * upline in the commission snapshot (nearest first) paid its commission less than the level under it, and earned it.
 */
function profitLevels(
  row: Pick<TransactionRow, 'accountId' | 'price' | 'sellingPrice' | 'commissionLegs'>,
  buyer: { role: Role; name: string },
  names: ReadonlyMap<string, string>,
) {
  const levels = [
    { level: 0, accountId: row.accountId, ...buyer, price: row.price, profit: row.sellingPrice - row.price },
  ];
  let price = row.price;
  row.commissionLegs.forEach((leg, index) => {
    price -= leg.amount;
    const name = names.get(leg.accountId) ?? '';
    levels.push({ level: index + 1, accountId: leg.accountId, role: leg.role, name, price, profit: leg.amount });
  });
  return levels;
}

/** An account that never saved its receipt settings prints with its tenant's defaults (RCP-02). */
function toSettings(row: ReceiptSettingsRow | null, tenant: Pick<Tenant, 'receiptDefaults'>): ReceiptSettings {
  if (!row) return { ...tenant.receiptDefaults, shop_name: '' };
  return {
    show_logo: row.showLogo,
    show_address: row.showAddress,
    large_text: row.largeText,
    large_serial: row.largeSerial,
    note_left: row.noteLeft,
    paper_width: row.paperWidth,
    font_size: row.fontSize,
    shop_name: row.shopName,
    note: row.note,
  };
}

/** A complete address as one printed line, or null when any part is missing (RCP-03). */
async function printableAddress(tx: Tx, tenantId: string, accountId: string): Promise<string | null> {
  const row = await findPrimaryAddress(tx, tenantId, accountId);
  if (!row) return null;
  const address = toAddress(row);
  if (address.incomplete) return null;
  return [address.detail, address.sub_district, address.district, address.city, address.province, address.postcode]
    .map((part) => part.trim())
    .join(', ');
}

/**
 * RCP-01: the receipt of a purchase as `viewerId` may read it, or null when it may not (or there is none). An upline
 * may read the receipt of a purchase made under it (AGT-01): printed as its buyer prints it, with the levels the upline
 * may see and none of the buyer's own figures (buying price, profit, customer debt).
 */
async function readReceipt(
  tx: Tx,
  tenant: Tenant,
  viewerId: string,
  refId: string,
  { ownOnly = false }: { ownOnly?: boolean } = {},
): Promise<Receipt | null> {
  const row = await findByRef(tx, tenant.id, refId);
  if (!row) return null;
  const own = row.accountId === viewerId;
  if (ownOnly && !own) return null;
  const legIds = row.commissionLegs.map((leg) => leg.accountId);
  // The buyer sees its own level; anyone else only what is at or under it, and nothing unless the buyer is.
  const visible = own
    ? new Set([viewerId])
    : await accountsAtOrUnder(tx, tenant.id, viewerId, [row.accountId, ...legIds]);
  if (!visible.has(row.accountId)) return null;
  const owner = row.accountId;
  const account = await findAccountById(tx, tenant.id, owner);
  const settings = toSettings(await findReceiptSettings(tx, tenant.id, owner), tenant);
  const address = settings.show_address ? await printableAddress(tx, tenant.id, owner) : null;
  const debt = own ? await findCustomerDebt(tx, tenant.id, owner, refId) : null;
  const avatar = account?.avatarPath ? `/uploads/${account.avatarPath}` : null;
  const transaction = toTransactionResponse(row);
  const payment = receiptPayment(transaction, own ? row.price : null, {
    neverPaid: row.reviewFlag === 'late_success_unpaid',
  });
  const sold = payment.payment_status === 'success' || payment.payment_status === 'pending';
  const names = await namesOf(
    tx,
    tenant.id,
    legIds.filter((id) => visible.has(id)),
  );
  return {
    transaction,
    store: {
      // RCP-02: the shop's name as set for receipts, else the holder's own.
      name: settings.shop_name || account?.name || tenant.brandName,
      phone: account?.phone ?? '',
      address,
      logo_url: settings.show_logo ? (avatar ?? tenant.logoUrl) : null,
    },
    settings,
    total: row.sellingPrice,
    payment_method: row.paidFrom,
    ...payment,
    service_fee: 0,
    customer_debt: debt?.debt ? toCustomerDebt(row.refId, row.status, row.sellingPrice, debt.debt) : null,
    levels: sold
      ? profitLevels(row, { role: account?.role ?? 'member', name: account?.name ?? '' }, names).flatMap((level) =>
          visible.has(level.accountId)
            ? [
                {
                  level: level.level,
                  role: level.role,
                  name: level.name,
                  price: level.price,
                  profit: level.level === 0 && !own ? null : level.profit,
                  you: level.accountId === viewerId,
                },
              ]
            : [],
        )
      : [],
  };
}

export function createReceiptsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  return {
    /** RCP-01: the receipt of one of the account's purchases (or of one under it), with the buyer's receipt settings. */
    async receipt(tenant: Tenant, auth: Principal, refId: string): Promise<Receipt> {
      const receipt = await database.withTenant(tenant.id, (tx) => readReceipt(tx, tenant, auth.accountId, refId));
      if (!receipt) throw new AppError('not_found', { messageKey: 'trx.not_found' });
      return receipt;
    },

    /**
     * The receipt of an account's own purchase, read without a request (the purchase e-mail, NTF-01): the same data
     * as the receipt page shows the buyer. Null when the purchase is not the account's.
     */
    async ownReceipt(tenantId: string, accountId: string, refId: string): Promise<Receipt | null> {
      const tenant = await database.withSystem((tx) => findTenantById(tx, tenantId));
      if (!tenant) return null;
      return database.withTenant(tenantId, (tx) => readReceipt(tx, tenant, accountId, refId, { ownOnly: true }));
    },

    async settings(tenant: Tenant, auth: Principal): Promise<ReceiptSettings> {
      return database.withTenant(tenant.id, async (tx) =>
        toSettings(await findReceiptSettings(tx, tenant.id, auth.accountId), tenant),
      );
    },

    /** RCP-02, RCP-03: saves what was sent; the address may be shown only once it is complete. */
    async saveSettings(
      tenant: Tenant,
      auth: Principal,
      body: z.output<typeof receiptSettingsBody>,
    ): Promise<ReceiptSettings> {
      return database.withTenant(tenant.id, async (tx) => {
        const current = toSettings(await findReceiptSettings(tx, tenant.id, auth.accountId), tenant);
        const next = { ...current, ...body };
        // Checked when the address is being switched on: a later save of another setting must not fail on it.
        if (body.show_address === true && !(await printableAddress(tx, tenant.id, auth.accountId))) {
          throw fieldError('show_address', 'receipt.address_not_set');
        }
        const values = {
          showLogo: next.show_logo,
          showAddress: next.show_address,
          largeText: next.large_text,
          largeSerial: next.large_serial,
          noteLeft: next.note_left,
          paperWidth: next.paper_width,
          fontSize: next.font_size,
          shopName: next.shop_name,
          note: next.note,
          updatedAt: clock.now(),
        };
        await saveReceiptSettings(tx, tenant.id, auth.accountId, values);
        return next;
      });
    },
  };
}

export type ReceiptsService = ReturnType<typeof createReceiptsService>;
