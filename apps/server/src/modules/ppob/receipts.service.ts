import type { z } from 'zod';
import {
  receiptPayment,
  type Receipt,
  type ReceiptSettings,
  type receiptSettingsBody,
} from '@konter/shared/contracts/transactions';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, fieldError } from '../../platform/errors.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { findAccountById, findPrimaryAddress, toAddress } from '../accounts/index.ts';
import {
  findByRef,
  findReceiptSettings,
  saveReceiptSettings,
  type ReceiptSettingsRow,
} from './purchases.repository.ts';
import { toTransactionResponse } from './settlement.ts';
import { findCustomerDebt } from './customer-debts.repository.ts';
import { toCustomerDebt } from './customer-debts.ts';

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

export function createReceiptsService(deps: { database: Database; clock: Clock }) {
  const { database, clock } = deps;
  return {
    /** RCP-01: the receipt of one of the account's purchases, with the account's receipt settings. */
    async receipt(tenant: Tenant, auth: Principal, refId: string): Promise<Receipt> {
      return database.withTenant(tenant.id, async (tx) => {
        const row = await findByRef(tx, tenant.id, refId, { accountId: auth.accountId });
        if (!row) throw new AppError('not_found', { messageKey: 'trx.not_found' });
        const account = await findAccountById(tx, tenant.id, auth.accountId);
        const settings = toSettings(await findReceiptSettings(tx, tenant.id, auth.accountId), tenant);
        const address = settings.show_address ? await printableAddress(tx, tenant.id, auth.accountId) : null;
        const debt = await findCustomerDebt(tx, tenant.id, auth.accountId, refId);
        const avatar = account?.avatarPath ? `/uploads/${account.avatarPath}` : null;
        const transaction = toTransactionResponse(row);
        const payment = receiptPayment(transaction, row.price, {
          neverPaid: row.reviewFlag === 'late_success_unpaid',
        });
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
          payment_method: 'deposit',
          ...payment,
          service_fee: 0,
          customer_debt: debt?.debt ? toCustomerDebt(row.refId, row.status, row.sellingPrice, debt.debt) : null,
        };
      });
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
