import {
  depositBankNames,
  type TenantSiteSettings,
  type UpdateTenantHostsBody,
  type UpdateTenantMenuBody,
  type UpdateTenantSiteSettingsBody,
} from '@konter/shared/contracts/admin-tenant-settings';
import type { Menu, MenuEntry } from '@konter/shared/contracts/site';
import type { TenantSettingsInput } from '@konter/shared/tenants/settings';
import type { Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import { fieldError } from '../../platform/errors.ts';
import type { FileStorage } from '../../platform/storage.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import type { AuditService } from '../audit/index.ts';
import { adminErrors } from './admin.errors.ts';
import { removeStoredLogo, storeTenantLogo, type TenantChanges, type TenantsService } from '../tenants/index.ts';
import { banksWithPendingTopUps } from '../deposits/index.ts';

export type AdminTenantSettingsDeps = {
  clock: Clock;
  audit: AuditService;
  storage: FileStorage;
  tenants: Pick<TenantsService, 'byId' | 'update' | 'storedSettings' | 'hosts' | 'replaceHosts'>;
};

/** The settings screen's view of a tenant: brand, site settings (PLT-11), deposit settings (§3), spreadsheet limits. */
export function toSiteSettings(tenant: Tenant): TenantSiteSettings {
  const deposit = tenant.depositSettings;
  return {
    brand_name: tenant.brandName,
    logo_url: tenant.logoUrl,
    primary_color: tenant.colors.primary,
    primary_foreground_color: tenant.colors.primaryForeground,
    accent_color: tenant.colors.accent,
    locale: tenant.locale,
    live_chat_enabled: tenant.liveChat.isEnable,
    live_chat_embed_id: tenant.liveChat.embedId,
    contact_whatsapp: tenant.contact.whatsapp,
    contact_email: tenant.contact.email,
    agent_debt_enabled: tenant.agentDebtEnabled,
    pay_from_cashback: tenant.catalogueSettings.payFromCashback,
    pay_from_loan: tenant.catalogueSettings.payFromLoan,
    agent_approval: tenant.agentSettings.agentApproval,
    master_promotion: tenant.agentSettings.masterPromotion,
    android_app_url: tenant.apps.androidUrl,
    whitelisted_email: tenant.whitelistedEmail,
    deposit_nominals: deposit.nominals,
    deposit_min_topup: deposit.settings.min_topup,
    deposit_allow_custom_nominals: deposit.settings.allow_custom_nominals,
    deposit_allow_transfer: deposit.settings.allow_deposit_transfer,
    deposit_pay_external_payment_fee: deposit.settings.pay_external_payment_fee,
    deposit_cd: deposit.settings.cd,
    deposit_currency: deposit.settings.currency,
    deposit_locale: deposit.settings.locale,
    deposit_banks: deposit.banks.map((bank) => ({
      code: bank.code,
      name: bank.name,
      account_number: bank.accountNumber,
      account_holder: bank.accountHolder,
    })),
    deposit_methods_off: deposit.disabledMethods,
    adjustment_four_eyes_above: deposit.adjustmentFourEyesAbove,
    deposit_bank_cutoff: deposit.bankCutoff,
    excel_trx_limit: tenant.catalogueSettings.excelTrxLimit,
    excel_file_row_limit: tenant.catalogueSettings.excelFileRowLimit,
    processing_timeout_minutes: tenant.catalogueSettings.processingTimeoutMinutes,
    receipt_show_logo: tenant.receiptDefaults.show_logo,
    receipt_show_address: tenant.receiptDefaults.show_address,
    receipt_large_text: tenant.receiptDefaults.large_text,
    receipt_large_serial: tenant.receiptDefaults.large_serial,
    receipt_note_left: tenant.receiptDefaults.note_left,
    receipt_paper_width: tenant.receiptDefaults.paper_width,
    receipt_font_size: tenant.receiptDefaults.font_size,
    receipt_note: tenant.receiptDefaults.note,
  };
}

/** Drops the keys whose value is undefined, so a merge keeps what the body did not name. */
function defined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as Partial<T>;
}

const isEmpty = (value: object) => Object.keys(value).length === 0;

/**
 * The tenant's changes from the settings form: each jsonb column merged into what the row holds (so a default the
 * tenant never chose keeps following the code, decision 027), plain columns as they are.
 */
function tenantChanges(stored: TenantSettingsInput, body: UpdateTenantSiteSettingsBody): TenantChanges {
  const settings: TenantSettingsInput = {};
  const colors = defined({
    primary: body.primary_color,
    primaryForeground: body.primary_foreground_color,
    accent: body.accent_color,
  });
  if (!isEmpty(colors)) settings.colors = { ...stored.colors, ...colors };
  const liveChat = defined({ isEnable: body.live_chat_enabled, embedId: body.live_chat_embed_id });
  if (!isEmpty(liveChat)) settings.liveChat = { ...stored.liveChat, ...liveChat };
  const contact = defined({ whatsapp: body.contact_whatsapp, email: body.contact_email });
  if (!isEmpty(contact)) settings.contact = { ...stored.contact, ...contact };
  const depositFlags = defined({
    min_topup: body.deposit_min_topup,
    allow_custom_nominals: body.deposit_allow_custom_nominals,
    allow_deposit_transfer: body.deposit_allow_transfer,
    pay_external_payment_fee: body.deposit_pay_external_payment_fee,
    cd: body.deposit_cd,
  });
  const deposit = defined({
    nominals: body.deposit_nominals,
    banks: body.deposit_banks?.map((bank) => ({
      code: bank.code,
      name: depositBankNames[bank.code],
      accountNumber: bank.account_number,
      accountHolder: bank.account_holder,
    })),
    disabledMethods: body.deposit_methods_off && [...new Set(body.deposit_methods_off)].sort(),
    adjustmentFourEyesAbove: body.adjustment_four_eyes_above,
    bankCutoff: body.deposit_bank_cutoff,
  });
  if (!isEmpty(depositFlags) || !isEmpty(deposit)) {
    settings.depositSettings = {
      ...stored.depositSettings,
      ...deposit,
      ...(isEmpty(depositFlags) ? {} : { settings: { ...stored.depositSettings?.settings, ...depositFlags } }),
    };
  }
  const agents = defined({ agentApproval: body.agent_approval, masterPromotion: body.master_promotion });
  if (!isEmpty(agents)) settings.agentSettings = { ...stored.agentSettings, ...agents };
  if (body.android_app_url !== undefined) settings.apps = { ...stored.apps, androidUrl: body.android_app_url };
  const catalogue = defined({
    excelTrxLimit: body.excel_trx_limit,
    excelFileRowLimit: body.excel_file_row_limit,
    processingTimeoutMinutes: body.processing_timeout_minutes,
    payFromCashback: body.pay_from_cashback,
    payFromLoan: body.pay_from_loan,
  });
  if (!isEmpty(catalogue)) settings.catalogueSettings = { ...stored.catalogueSettings, ...catalogue };
  const receipt = defined({
    show_logo: body.receipt_show_logo,
    show_address: body.receipt_show_address,
    large_text: body.receipt_large_text,
    large_serial: body.receipt_large_serial,
    note_left: body.receipt_note_left,
    paper_width: body.receipt_paper_width,
    font_size: body.receipt_font_size,
    note: body.receipt_note,
  });
  if (!isEmpty(receipt)) settings.receiptDefaults = { ...stored.receiptDefaults, ...receipt };
  return {
    ...defined({
      brandName: body.brand_name,
      locale: body.locale,
      agentDebtEnabled: body.agent_debt_enabled,
      whitelistedEmail: body.whitelisted_email,
    }),
    ...(isEmpty(settings) ? {} : { settings }),
  };
}

/** Only the fields that differ, before and after: the audit row says what changed and nothing else. */
function difference(before: TenantSiteSettings, after: TenantSiteSettings) {
  const changed = (Object.keys(after) as (keyof TenantSiteSettings)[]).filter(
    (key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]),
  );
  return {
    before: Object.fromEntries(changed.map((key) => [key, before[key]])),
    after: Object.fromEntries(changed.map((key) => [key, after[key]])),
  };
}

/**
 * A bank account removed or changed while a member's top-up still tells them to transfer to it would leave that
 * transfer unmatched (DEP-06 matches by the tenant's banks): refused, naming the bank, until the top-up is settled
 * or expires. Checked in the change's transaction, after the row is written.
 */
async function refuseMovingPendingTransfers(
  tx: Tx,
  tenantId: string,
  before: TenantSiteSettings,
  after: TenantSiteSettings,
): Promise<void> {
  const moved = before.deposit_banks.filter(
    (bank) =>
      !after.deposit_banks.some((kept) => kept.code === bank.code && kept.account_number === bank.account_number),
  );
  const [pending] = await banksWithPendingTopUps(
    tx,
    tenantId,
    moved.map((bank) => bank.code),
  );
  if (pending === undefined) return;
  const name = moved.find((bank) => bank.code === pending)?.name ?? pending;
  const index = after.deposit_banks.findIndex((bank) => bank.code === pending);
  throw fieldError(
    index === -1 ? 'deposit_banks' : `deposit_banks.${index}.account_number`,
    'admin.bank_pending_topups',
    { bank: name },
  );
}

const menuEntries = (menu: Menu): MenuEntry[] =>
  menu.kind === 'groups' ? menu.groups.flatMap((group) => group.entries) : [...menu.primary, ...menu.home];

/** The arrangement in the audit trail: order and visibility by backend id, not every route and icon again. */
function arrangementOf(menu: Menu) {
  const compact = (entries: MenuEntry[]) => entries.map((entry) => `${entry.enabled ? '' : '-'}${entry.backendId}`);
  return menu.kind === 'groups'
    ? { kind: menu.kind, groups: menu.groups.map((group) => ({ title: group.title, entries: compact(group.entries) })) }
    : { kind: menu.kind, primary: compact(menu.primary), home: compact(menu.home) };
}

const sorted = (values: string[]) => [...values].sort().join('\n');

/**
 * The tenant's brand, site settings and home menu in the back office (issue 17, ADM-01, PLT-11, NAV-16), written
 * through the tenants module: its shared schemas check every value, and every process's cache drops the tenant on
 * commit, so members see the change on their next page. Every change is in the audit trail, before → after.
 */
export function createAdminTenantSettingsService(deps: AdminTenantSettingsDeps) {
  const { clock, audit, storage, tenants } = deps;

  async function tenantOf(tenantId: string): Promise<Tenant> {
    const tenant = await tenants.byId(tenantId);
    if (!tenant) throw new Error(`no tenant ${tenantId}`);
    return tenant;
  }

  /** The audit row, written in the transaction of the change it records: neither commits without the other. */
  const recordIn = (tx: Tx, admin: Principal, action: string, details: Record<string, unknown>) =>
    audit.record(tx, admin.tenantId, action, details, admin.accountId);

  return {
    async settings(tenantId: string): Promise<TenantSiteSettings> {
      return toSiteSettings(await tenantOf(tenantId));
    },

    async updateSettings(admin: Principal, body: UpdateTenantSiteSettingsBody): Promise<TenantSiteSettings> {
      const current = await tenantOf(admin.tenantId);
      const before = toSiteSettings(current);
      // PLT-11: live chat shown to members needs the widget it opens.
      const chatOn = body.live_chat_enabled ?? before.live_chat_enabled;
      const chatId = body.live_chat_embed_id === undefined ? before.live_chat_embed_id : body.live_chat_embed_id;
      if (chatOn && !chatId) throw fieldError('live_chat_embed_id', 'validation.required');
      // §3: a minimum above every offered nominal would leave nothing to top up with.
      const nominals = body.deposit_nominals ?? before.deposit_nominals;
      const minimum = body.deposit_min_topup ?? before.deposit_min_topup;
      if (!nominals.some((nominal) => nominal >= minimum)) {
        throw fieldError('deposit_min_topup', 'validation.max_value', { max: Math.max(...nominals) });
      }
      // One account per bank: a top-up names its bank by code.
      body.deposit_banks?.forEach((bank, index) => {
        if (body.deposit_banks?.findIndex((other) => other.code === bank.code) !== index) {
          throw fieldError(`deposit_banks.${index}.code`, 'admin.bank_duplicate', {
            bank: depositBankNames[bank.code],
          });
        }
      });
      const stored = await tenants.storedSettings(admin.tenantId);
      if (!stored) throw new Error(`no tenant ${admin.tenantId}`);
      const changes = tenantChanges(stored, {
        ...body,
        ...(body.deposit_nominals
          ? { deposit_nominals: [...new Set(body.deposit_nominals)].sort((a, b) => a - b) }
          : {}),
      });
      const updated = await tenants.update(admin.tenantId, changes, async (tx, changed) => {
        await refuseMovingPendingTransfers(tx, admin.tenantId, before, toSiteSettings(changed));
        const diff = difference(before, toSiteSettings(changed));
        // Saving what is already there changes nothing worth a line in the trail.
        if (!isEmpty(diff.after)) await recordIn(tx, admin, 'admin.tenant.settings', diff);
      });
      return toSiteSettings(updated);
    },

    /** The tenant's logo through the storage port (decision 029), served on the tenant's own hosts like avatars. */
    async saveLogo(admin: Principal, file: { mimetype: string; data: Buffer }): Promise<TenantSiteSettings> {
      const logoUrl = await storeTenantLogo(storage, clock, admin.tenantId, file);
      if (!logoUrl) throw adminErrors.logoInvalid();
      const before = await tenantOf(admin.tenantId);
      const updated = await tenants.update(admin.tenantId, { logoUrl }, (tx, changed) =>
        recordIn(tx, admin, 'admin.tenant.logo', { before: before.logoUrl, after: changed.logoUrl }),
      );
      await removeStoredLogo(storage, before.logoUrl);
      return toSiteSettings(updated);
    },

    /** Back to the brand's initial on its colour. */
    async removeLogo(admin: Principal): Promise<TenantSiteSettings> {
      const before = await tenantOf(admin.tenantId);
      if (!before.logoUrl) return toSiteSettings(before);
      const updated = await tenants.update(admin.tenantId, { logoUrl: null }, (tx) =>
        recordIn(tx, admin, 'admin.tenant.logo', { before: before.logoUrl, after: null }),
      );
      await removeStoredLogo(storage, before.logoUrl);
      return toSiteSettings(updated);
    },

    hosts: (tenantId: string) => tenants.hosts(tenantId),

    /** The tenant's hosts; the one the admin is on stays, and a host of another tenant is refused (issue 17). */
    async updateHosts(admin: Principal, currentHost: string, body: UpdateTenantHostsBody): Promise<string[]> {
      const wanted = [...new Set(body.hosts)].sort();
      if (!wanted.includes(currentHost)) throw adminErrors.currentHostRequired(currentHost);
      const before = await tenants.hosts(admin.tenantId);
      if (JSON.stringify(before) === JSON.stringify(wanted)) return before;
      const result = await tenants.replaceHosts(admin.tenantId, wanted, (tx, after) =>
        recordIn(tx, admin, 'admin.tenant.hosts', { before, after }),
      );
      if ('taken' in result) throw adminErrors.hostTaken(result.taken);
      return result.hosts;
    },

    /** The stored menu, hidden entries included (the member's menu leaves them out). */
    async menu(tenantId: string): Promise<Menu> {
      return (await tenantOf(tenantId)).menu;
    },

    /** NAV-16: the groups and entries in the admin's order, each shown or hidden; no entry added or dropped. */
    async updateMenu(admin: Principal, body: UpdateTenantMenuBody): Promise<Menu> {
      const before = (await tenantOf(admin.tenantId)).menu;
      if (body.kind !== before.kind) throw fieldError('kind', 'validation.one_of');
      const byId = new Map(menuEntries(before).map((entry) => [entry.backendId, entry]));
      const arranged = (entries: { backend_id: string; enabled: boolean }[]) =>
        entries.flatMap((item) => {
          const entry = byId.get(item.backend_id);
          return entry ? [{ ...entry, enabled: item.enabled }] : [];
        });
      const given =
        body.kind === 'groups' ? body.groups.flatMap((group) => group.entries) : [...body.primary, ...body.home];
      if (
        sorted(given.map((item) => item.backend_id)) !== sorted(menuEntries(before).map((entry) => entry.backendId))
      ) {
        throw adminErrors.menuEntriesChanged(body.kind === 'groups' ? 'groups' : 'home');
      }
      let after: Menu;
      if (body.kind === 'groups' && before.kind === 'groups') {
        const titles = body.groups.map((group) => group.title);
        if (sorted(titles) !== sorted(before.groups.map((group) => group.title))) {
          throw adminErrors.menuEntriesChanged('groups');
        }
        after = {
          kind: 'groups',
          groups: body.groups.map((group) => ({ title: group.title, entries: arranged(group.entries) })),
        };
      } else if (body.kind === 'lists') {
        after = { kind: 'lists', primary: arranged(body.primary), home: arranged(body.home) };
      } else {
        throw fieldError('kind', 'validation.one_of');
      }
      if (JSON.stringify(after) === JSON.stringify(before)) return before;
      const updated = await tenants.update(admin.tenantId, { settings: { menu: after } }, (tx, changed) =>
        recordIn(tx, admin, 'admin.tenant.menu', { before: arrangementOf(before), after: arrangementOf(changed.menu) }),
      );
      return updated.menu;
    },
  };
}

export type AdminTenantSettingsService = ReturnType<typeof createAdminTenantSettingsService>;
