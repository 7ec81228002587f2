import { createHash } from 'node:crypto';
import ExcelJS from 'exceljs';
import type { z } from 'zod';
import {
  affiliateValidityMonths,
  agentCenterRecentRegistrations,
  maxInvitationsPerRequest,
  minimumPayout,
  type Affiliate,
  type AgentCenterReferral,
  type AffiliateSettings,
  type AdminAffiliate,
  type CommissionReport,
  type Payout,
  type ReferralSummary,
  type affiliateApplicationBody,
  type affiliateDecisionBody,
} from '@konter/shared/contracts/referral';
import type { Locale } from '@konter/shared/i18n/locales';
import { translate } from '@konter/shared/i18n/messages';
import { jakartaDate } from '@konter/shared/time/jakarta';
import type { Database, Tx } from '../../db/client.ts';
import type { Principal } from '../../platform/auth.ts';
import type { Clock } from '../../platform/clock.ts';
import type { DomainEventOf } from '../../platform/domain-events.ts';
import type { JobQueue } from '../../platform/queue.ts';
import { countAttempt } from '../../platform/rate-counter.ts';
import type { FileStorage, StoredFile } from '../../platform/storage.ts';
import type { Tenant } from '../../platform/tenancy.ts';
import { agentErrors, isMaster } from '../agents/index.ts';
import type { AuditService } from '../audit/index.ts';
import { houseCodes, postTransfer } from '../ledger/index.ts';
import { notifyAndDeliver, sendEmailJob } from '../notifications/index.ts';
import { referralErrors } from './referral.errors.ts';
import {
  attachUnpaidCommissions,
  clearAttachment,
  commissionTotals,
  countClicks,
  countRegistrations,
  disburseCommissions,
  findAccount,
  findAccountIdByCode,
  findAffiliate,
  findCommission,
  findPayout,
  findSettings,
  insertClick,
  insertCommission,
  insertPayout,
  listAffiliates,
  listCommissions,
  listPayouts,
  payableAffiliates,
  purchaseStatus,
  recentRegistrations,
  updateAffiliate,
  updatePayout,
  updateReferralCode,
  upsertAffiliate,
  upsertSettings,
  type AffiliateRow,
  type PayoutRow,
} from './referral.repository.ts';

/** The ledger account that holds what the tenant owes one affiliate (a house account: decision 028). */
export function affiliatePayable(accountId: string): string {
  return `house:affiliate:${accountId}`;
}

/** A tenant without settings pays nothing until an admin sets a rate. */
export const defaultAffiliateSettings: AffiliateSettings = {
  enabled: true,
  basis_points: 0,
  fixed_amount: 0,
  months: 12,
};

/**
 * Requests that are not a person opening the link: crawlers, link previews (WhatsApp, Telegram, Facebook fetch the
 * URL to draw a card), scripts and headless browsers. They are not counted as clicks.
 */
const botPattern =
  /bot|crawl|spider|slurp|preview|facebookexternalhit|whatsapp|telegram|headless|lighthouse|curl|wget|python|java\/|go-http|okhttp|node-fetch|axios|^$/i;

export function isBot(userAgent: string): boolean {
  return botPattern.test(userAgent.trim());
}

function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  next.setUTCMonth(next.getUTCMonth() + months);
  return next;
}

/** Verified at least once and within the year: its referrals earn (REF-03). A rejection ends it. */
function isEarning(row: AffiliateRow | null, at: Date): boolean {
  return !!row && row.status !== 'rejected' && !!row.expiresAt && row.expiresAt.getTime() > at.getTime();
}

export function toAffiliate(row: AffiliateRow | null, now: Date): Affiliate {
  return {
    status: row?.status ?? 'not_registered',
    bank_type: row?.bankType ?? null,
    account_name: row?.accountName ?? null,
    account_number: row?.accountNumber ?? null,
    has_attachment: !!row?.attachmentKey,
    rejection_reason: row?.status === 'rejected' ? row.rejectionReason : null,
    applied_at: row?.appliedAt.toISOString() ?? null,
    verified_at: row?.verifiedAt?.toISOString() ?? null,
    expires_at: row?.expiresAt?.toISOString() ?? null,
    earning: isEarning(row, now),
  };
}

function toPayout(row: { payout: PayoutRow; name: string }): Payout {
  return {
    id: row.payout.id,
    account_id: row.payout.affiliateId,
    name: row.name,
    period: row.payout.period,
    amount: row.payout.amount,
    bank_type: row.payout.bankType,
    account_name: row.payout.accountName,
    account_number: row.payout.accountNumber,
    status: row.payout.status,
    transfer_reference: row.payout.transferReference,
    paid_at: row.payout.paidAt?.toISOString() ?? null,
  };
}

/** The commission an affiliate earns on a purchase of `price`: its percentage, rounded down, plus the fixed amount. */
export function commissionOf(settings: AffiliateSettings, price: number): number {
  if (!settings.enabled || price <= 0) return 0;
  const amount = Math.floor((price * settings.basis_points) / 10_000) + settings.fixed_amount;
  return Math.max(amount, 0);
}

export type ReferralDeps = {
  database: Database;
  clock: Clock;
  queue: JobQueue;
  audit: AuditService;
  /** Where identity attachments are kept (decision 029), under `affiliates/<tenant>/`, never served by `/uploads/`. */
  storage: FileStorage;
};

/** REF-02: the identity attachment's largest size. */
export const attachmentMaxBytes = 8 * 1024 * 1024;

/** What a file is, by its first bytes (never by its name or the type the browser claimed): an image or a PDF. */
export function attachmentTypeOf(data: Buffer): { type: string; extension: string } | null {
  if (data.subarray(0, 3).toString('hex') === 'ffd8ff') return { type: 'image/jpeg', extension: 'jpg' };
  if (data.subarray(0, 8).toString('hex') === '89504e470d0a1a0a') return { type: 'image/png', extension: 'png' };
  if (data.subarray(0, 4).toString('ascii') === 'RIFF' && data.subarray(8, 12).toString('ascii') === 'WEBP')
    return { type: 'image/webp', extension: 'webp' };
  if (data.subarray(0, 5).toString('ascii') === '%PDF-') return { type: 'application/pdf', extension: 'pdf' };
  return null;
}

export function createReferralService(deps: ReferralDeps) {
  const { database, clock, queue, audit, storage } = deps;

  async function settingsOf(tx: Tx, tenantId: string): Promise<AffiliateSettings> {
    const row = await findSettings(tx, tenantId);
    if (!row) return defaultAffiliateSettings;
    return { enabled: row.enabled, basis_points: row.basisPoints, fixed_amount: row.fixedAmount, months: row.months };
  }

  const referralUrl = (origin: string, code: string) => `${origin}/auth/register?ref=${encodeURIComponent(code)}`;

  return {
    /** REF-01: the account's code and URL, with its clicks and registrations. */
    async summary(tenant: Tenant, principal: Principal, origin: string): Promise<ReferralSummary> {
      return database.withTenant(tenant.id, async (tx) => {
        const account = await findAccount(tx, tenant.id, principal.accountId);
        if (!account) throw referralErrors.notFound();
        return {
          code: account.referralCode,
          url: referralUrl(origin, account.referralCode),
          clicks: await countClicks(tx, tenant.id, account.id),
          registrations: await countRegistrations(tx, tenant.id, account.id),
        };
      });
    },

    /**
     * NAV-12 `/agent-center/referral`: the master's code, link and counts, and the latest accounts that registered
     * with it (whom the master recruits into its network). Masters only, as the rest of the Agent Center (AGT-02).
     */
    async agentCenter(tenant: Tenant, principal: Principal, origin: string): Promise<AgentCenterReferral> {
      if (!isMaster(principal)) throw agentErrors.mastersOnly();
      const summary = await this.summary(tenant, principal, origin);
      const recent = await database.withTenant(tenant.id, (tx) =>
        recentRegistrations(tx, tenant.id, principal.accountId, agentCenterRecentRegistrations),
      );
      return {
        ...summary,
        recent: recent.map((row) => ({
          name: row.name,
          role: row.role,
          registered_at: row.createdAt.toISOString(),
        })),
      };
    },

    /** REF-01: a new code of the account's choice, when no other account of the tenant holds it. */
    async changeCode(tenant: Tenant, principal: Principal, code: string, origin: string): Promise<ReferralSummary> {
      await database.withTenant(tenant.id, async (tx) => {
        const before = await findAccount(tx, tenant.id, principal.accountId);
        if (!before) throw referralErrors.notFound();
        if (before.referralCode === code) return;
        if (!(await updateReferralCode(tx, tenant.id, principal.accountId, code))) throw referralErrors.codeTaken();
        await audit.record(
          tx,
          tenant.id,
          'referral.code_changed',
          { before: before.referralCode, after: code },
          principal.accountId,
        );
      });
      return this.summary(tenant, principal, origin);
    },

    /**
     * REF-01: one visit of a referral URL. Counted once per visitor (address and browser, hashed: no cookie, so no
     * consent banner) per Jakarta day; a crawler or link preview is not counted. Unknown codes are ignored.
     */
    async visit(
      tenant: Tenant,
      code: string,
      client: { ip: string; userAgent: string },
    ): Promise<{ counted: boolean }> {
      if (isBot(client.userAgent)) return { counted: false };
      return database.withTenant(tenant.id, async (tx) => {
        const accountId = await findAccountIdByCode(tx, tenant.id, code.toUpperCase());
        if (!accountId) return { counted: false };
        const now = clock.now();
        const day = jakartaDate(now);
        const visitorHash = createHash('sha256')
          .update(`${tenant.id}\n${accountId}\n${day}\n${client.ip}\n${client.userAgent}`)
          .digest('base64url');
        const counted = await insertClick(tx, { tenantId: tenant.id, accountId, visitorHash, day, createdAt: now });
        return { counted };
      });
    },

    /**
     * REF-01: e-mail invitations with the account's referral link, through the e-mail outbox (each sent after this
     * commits). The code must be valid; at most `maxInvitationsPerRequest` addresses a request and 5 requests an hour.
     */
    async sendInvitations(
      tenant: Tenant,
      principal: Principal,
      emails: string[],
      client: { origin: string; locale: Locale },
    ): Promise<{ sent: number }> {
      const unique = [...new Set(emails)].slice(0, maxInvitationsPerRequest);
      return database.withTenant(tenant.id, async (tx) => {
        const account = await findAccount(tx, tenant.id, principal.accountId);
        if (!account) throw referralErrors.notFound();
        if (!/^[A-Z0-9]{4,16}$/.test(account.referralCode)) throw referralErrors.codeInvalid();
        const decision = await countAttempt(tx, tenant.id, `referral-invite:${principal.accountId}`, {
          limit: 5,
          windowMs: 60 * 60_000,
          now: clock.now(),
        });
        if (!decision.allowed) throw referralErrors.tooManyInvitations(decision.retryAfterSeconds);
        const link = referralUrl(client.origin, account.referralCode);
        const values = { name: account.name, brand: tenant.brandName, code: account.referralCode };
        const t = (key: string) => translate(client.locale, key, values);
        const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
        for (const to of unique) {
          await queue.enqueue(tx, sendEmailJob, {
            to,
            subject: t('referral.invite_subject'),
            text: `${t('referral.invite_intro')}\n\n${link}\n\n${t('referral.invite_outro')}\n`,
            html:
              `<p>${escape(t('referral.invite_intro'))}</p>` +
              `<p><a href="${escape(link)}">${escape(t('referral.invite_action'))}</a></p>` +
              `<p>${escape(t('referral.invite_outro'))}</p>`,
          });
        }
        return { sent: unique.length };
      });
    },

    async affiliate(tenant: Tenant, principal: Principal): Promise<Affiliate> {
      const row = await database.withTenant(tenant.id, (tx) => findAffiliate(tx, tenant.id, principal.accountId));
      return toAffiliate(row, clock.now());
    },

    /**
     * REF-02/03: the affiliate application (again after a rejection, or to renew a code). It waits for an admin; a
     * code still within its year keeps earning meanwhile.
     */
    async apply(
      tenant: Tenant,
      principal: Principal,
      body: z.output<typeof affiliateApplicationBody>,
    ): Promise<Affiliate> {
      const now = clock.now();
      return database.withTenant(tenant.id, async (tx) => {
        const before = await findAffiliate(tx, tenant.id, principal.accountId, { lock: 'update' });
        const row = await upsertAffiliate(tx, {
          tenantId: tenant.id,
          accountId: principal.accountId,
          status: 'waiting',
          bankType: body.bank_type,
          accountName: body.account_name,
          accountNumber: body.account_number,
          attachmentKey: before?.attachmentKey ?? null,
          attachmentType: before?.attachmentType ?? null,
          appliedAt: now,
          updatedAt: now,
        });
        return toAffiliate(row, now);
      });
    },

    /**
     * REF-02: the identity attachment of an application (an image or a PDF by its content, at most 8 MB), stored
     * through the storage port; the one it replaces is removed.
     */
    async saveAttachment(tenant: Tenant, principal: Principal, data: Buffer): Promise<Affiliate> {
      if (data.length > attachmentMaxBytes) throw referralErrors.attachmentTooLarge();
      const kind = attachmentTypeOf(data);
      if (!kind) throw referralErrors.attachmentType();
      const now = clock.now();
      const key = `affiliates/${tenant.id}/${principal.accountId}-${now.getTime()}.${kind.extension}`;
      const before = await database.withTenant(tenant.id, (tx) => findAffiliate(tx, tenant.id, principal.accountId));
      if (!before) throw referralErrors.notFound();
      await storage.put(key, data, kind.type);
      const row = await database.withTenant(tenant.id, async (tx) => {
        const locked = await findAffiliate(tx, tenant.id, principal.accountId, { lock: 'update' });
        if (!locked) throw referralErrors.notFound();
        await updateAffiliate(tx, tenant.id, principal.accountId, {
          attachmentKey: key,
          attachmentType: kind.type,
          updatedAt: now,
        });
        return { ...locked, attachmentKey: key, attachmentType: kind.type };
      });
      if (before.attachmentKey && before.attachmentKey !== key) await storage.delete(before.attachmentKey);
      return toAffiliate(row, now);
    },

    /** The attachment itself, for its owner or an admin (the routes decide who may ask for whom). */
    async attachment(tenant: Tenant, accountId: string): Promise<StoredFile> {
      const row = await database.withTenant(tenant.id, (tx) => findAffiliate(tx, tenant.id, accountId));
      const file = row?.attachmentKey ? await storage.get(row.attachmentKey) : null;
      if (!file) throw referralErrors.notFound();
      return file;
    },

    /** REF-04: the affiliate's commissions with every state's total; closed until an admin verified it. */
    async commissionReport(tenant: Tenant, principal: Principal): Promise<CommissionReport> {
      return database.withTenant(tenant.id, async (tx) => {
        const affiliate = await findAffiliate(tx, tenant.id, principal.accountId);
        if (!affiliate?.verifiedAt) throw referralErrors.notVerified();
        const totals = { unpaid: 0, in_process: 0, disbursed: 0 };
        for (const row of await commissionTotals(tx, tenant.id, principal.accountId)) {
          totals[row.status] = Number(row.total ?? 0);
        }
        const items = await listCommissions(tx, tenant.id, principal.accountId);
        return {
          totals,
          minimum_payout: minimumPayout,
          payable: totals.unpaid >= minimumPayout,
          items: items.map(({ commission, buyerName }) => ({
            id: commission.id,
            ref_id: commission.refId,
            buyer_name: buyerName,
            amount: commission.amount,
            kind: commission.kind,
            status: commission.status,
            at: commission.at.toISOString(),
          })),
        };
      });
    },

    // --- admin (ADM-01 "verify affiliates", REF-04 payouts) ---

    async listAffiliates(tenant: Tenant, status?: AffiliateRow['status']): Promise<AdminAffiliate[]> {
      const rows = await database.withTenant(tenant.id, (tx) => listAffiliates(tx, tenant.id, status));
      const now = clock.now();
      return rows.map((row) => ({
        ...toAffiliate(row.affiliate, now),
        rejection_reason: row.affiliate.rejectionReason,
        account_id: row.affiliate.accountId,
        name: row.name,
        phone: row.phone,
        code: row.code,
        attachment_type: row.affiliate.attachmentType,
      }));
    },

    /**
     * Verifies (the code earns for a year from now: REF-03) or rejects (with the reason the applicant reads) a
     * waiting application. Returns the attachment key a rejection leaves behind, for the caller to delete.
     */
    async decide(
      tenant: Tenant,
      admin: Principal,
      accountId: string,
      decision: z.output<typeof affiliateDecisionBody>,
    ): Promise<Affiliate> {
      const now = clock.now();
      const decided = await database.withTenant(tenant.id, async (tx) => {
        const row = await findAffiliate(tx, tenant.id, accountId, { lock: 'update' });
        if (!row) throw referralErrors.notFound();
        if (row.status !== 'waiting') throw referralErrors.notWaiting();
        const values: Partial<AffiliateRow> =
          decision.decision === 'verify'
            ? {
                status: 'verified',
                verifiedAt: now,
                expiresAt: addMonths(now, affiliateValidityMonths),
                rejectionReason: null,
                updatedAt: now,
              }
            : {
                status: 'rejected',
                rejectionReason: decision.reason,
                attachmentKey: null,
                attachmentType: null,
                updatedAt: now,
              };
        await updateAffiliate(tx, tenant.id, accountId, values);
        // The applicant is told in its inbox, by push, e-mail and WhatsApp, with the decision (one per decision).
        await notifyAndDeliver(tx, queue, {
          tenantId: tenant.id,
          accountId,
          type: decision.decision === 'verify' ? 'affiliate.verified' : 'affiliate.rejected',
          params: decision.decision === 'verify' ? {} : { reason: decision.reason },
          link: '/account/referral/affiliate',
          sourceKey: `affiliate:${accountId}:${decision.decision}:${now.getTime()}`,
          at: now,
        });
        await audit.record(
          tx,
          tenant.id,
          `affiliate.${decision.decision === 'verify' ? 'verified' : 'rejected'}`,
          {
            accountId,
            before: { status: row.status, expiresAt: row.expiresAt?.toISOString() ?? null },
            after: {
              status: values.status,
              expiresAt: values.expiresAt?.toISOString() ?? null,
              reason: values.rejectionReason ?? null,
            },
          },
          admin.accountId,
        );
        return {
          affiliate: toAffiliate({ ...row, ...values }, now),
          removedAttachment: decision.decision === 'reject' ? row.attachmentKey : null,
        };
      });
      // REF-02: a rejected application's identity document is not kept (removed once the rejection committed).
      if (decided.removedAttachment) await storage.delete(decided.removedAttachment);
      return decided.affiliate;
    },

    async settings(tenant: Tenant): Promise<AffiliateSettings> {
      return database.withTenant(tenant.id, (tx) => settingsOf(tx, tenant.id));
    },

    async saveSettings(tenant: Tenant, admin: Principal, body: AffiliateSettings): Promise<AffiliateSettings> {
      return database.withTenant(tenant.id, async (tx) => {
        const before = await settingsOf(tx, tenant.id);
        await upsertSettings(tx, {
          tenantId: tenant.id,
          enabled: body.enabled,
          basisPoints: body.basis_points,
          fixedAmount: body.fixed_amount,
          months: body.months,
          updatedAt: clock.now(),
        });
        await audit.record(tx, tenant.id, 'affiliate.settings_changed', { before, after: body }, admin.accountId);
        return body;
      });
    },

    /**
     * REF-04: the monthly payout run (the Jakarta month of now): every affiliate whose unpaid commissions reach the
     * minimum gets one payout of them all, in process until an admin marks its bank transfer made. Running it again
     * the same month adds only affiliates not in it yet.
     */
    async runPayouts(tenant: Tenant, admin: Principal): Promise<Payout[]> {
      const period = jakartaDate(clock.now()).slice(0, 7);
      const created = await database.withTenant(tenant.id, async (tx) => {
        const ids: string[] = [];
        for (const due of await payableAffiliates(tx, tenant.id, minimumPayout)) {
          const affiliate = await findAffiliate(tx, tenant.id, due.affiliate_id, { lock: 'update' });
          if (!affiliate) continue;
          const payout = await insertPayout(tx, {
            tenantId: tenant.id,
            affiliateId: due.affiliate_id,
            period,
            amount: 0,
            bankType: affiliate.bankType,
            accountName: affiliate.accountName,
            accountNumber: affiliate.accountNumber,
            createdAt: clock.now(),
          });
          if (!payout) continue;
          const amount = await attachUnpaidCommissions(tx, tenant.id, due.affiliate_id, payout.id);
          await updatePayout(tx, tenant.id, payout.id, { amount });
          ids.push(payout.id);
        }
        await audit.record(tx, tenant.id, 'affiliate.payout_run', { period, payouts: ids.length }, admin.accountId);
        return ids;
      });
      return this.listPayouts(tenant, { period, ids: created });
    },

    /** REF-04: the payouts still to transfer, as a spreadsheet for the bank's bulk transfer. */
    async exportPayouts(tenant: Tenant): Promise<{ body: Buffer; filename: string; contentType: string }> {
      const rows = (await this.listPayouts(tenant)).filter((payout) => payout.status === 'in_process');
      const workbook = new ExcelJS.Workbook();
      workbook.creator = tenant.brandName;
      const sheet = workbook.addWorksheet('Transfer');
      sheet.addRow(['No', 'Bank', 'Nomor Rekening', 'Nama Rekening', 'Nominal', 'Keterangan', 'ID Pencairan']).font = {
        bold: true,
      };
      rows.forEach((payout, index) => {
        sheet.addRow([
          index + 1,
          payout.bank_type,
          payout.account_number,
          payout.account_name,
          payout.amount,
          `Komisi afiliasi ${tenant.brandName} ${payout.period}`,
          payout.id,
        ]);
      });
      // Account numbers stay text: a leading zero is part of the number.
      sheet.getColumn(3).numFmt = '@';
      sheet.getColumn(5).numFmt = '#,##0';
      for (const [index, width] of [6, 12, 22, 28, 14, 36, 38].entries()) sheet.getColumn(index + 1).width = width;
      const buffer = await workbook.xlsx.writeBuffer();
      return {
        body: Buffer.from(buffer),
        filename: `affiliate-payouts-${tenant.slug}-${jakartaDate(clock.now())}.xlsx`,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      };
    },

    async listPayouts(tenant: Tenant, options: { period?: string; ids?: string[] } = {}): Promise<Payout[]> {
      const rows = await database.withTenant(tenant.id, (tx) => listPayouts(tx, tenant.id, options));
      return rows.map(toPayout);
    },

    /** REF-04: the bank transfer of one payout was made: its commissions are disbursed, the tenant's debt paid. */
    async markPaid(tenant: Tenant, admin: Principal, payoutId: string, reference: string): Promise<Payout> {
      const now = clock.now();
      await database.withTenant(tenant.id, async (tx) => {
        const payout = await findPayout(tx, tenant.id, payoutId, { lock: true });
        if (!payout) throw referralErrors.notFound();
        if (payout.status !== 'in_process') throw referralErrors.alreadyPaid();
        await updatePayout(tx, tenant.id, payoutId, { status: 'disbursed', transferReference: reference, paidAt: now });
        await disburseCommissions(tx, tenant.id, payoutId);
        await notifyAndDeliver(tx, queue, {
          tenantId: tenant.id,
          accountId: payout.affiliateId,
          type: 'affiliate.paid',
          params: { amount: payout.amount, reference },
          link: '/account/referral/commission',
          sourceKey: `affiliate-payout:${payoutId}`,
          at: now,
        });
        if (payout.amount !== 0) {
          await postTransfer(tx, tenant.id, {
            idempotencyKey: `affiliate-payout:${payoutId}`,
            kind: 'affiliate.payout',
            reference,
            at: now,
            legs: [
              { code: affiliatePayable(payout.affiliateId), amount: -payout.amount },
              { code: houseCodes.bankClearing, amount: payout.amount },
            ],
          });
        }
        await audit.record(
          tx,
          tenant.id,
          'affiliate.payout_paid',
          { payoutId, before: { status: 'in_process' }, after: { status: 'disbursed', reference } },
          admin.accountId,
        );
      });
      const [row] = await this.listPayouts(tenant, { ids: [payoutId] });
      if (!row) throw referralErrors.notFound();
      return row;
    },

    /**
     * REF-02: an account deleted itself, so its identity document goes (a subscriber of `account.deleted`, after the
     * deletion committed). Idempotent and safe to retry: the file is deleted first (deleting a missing file is no
     * error), then the key is cleared only if it is still the one deleted, so a file uploaded meanwhile (the account
     * restored by logging in) is neither lost from the row nor left behind.
     */
    async removeAttachmentOfDeleted(event: DomainEventOf<'account.deleted'>): Promise<void> {
      const row = await database.withTenant(event.tenantId, (tx) => findAffiliate(tx, event.tenantId, event.accountId));
      const key = row?.attachmentKey;
      if (!key) return;
      await storage.delete(key);
      await database.withTenant(event.tenantId, (tx) => clearAttachment(tx, event.tenantId, event.accountId, key));
    },

    // --- commissions (domain-event subscribers, decision 026) ---

    /**
     * REF-04: accrues the affiliate's commission on a settled purchase of an account it referred, once: the row is
     * unique per purchase and the ledger transfer has the same key, both in one transaction. The purchase is read
     * under a share lock, so a return being settled is waited for and an accrual happens only for a success.
     */
    async accrue(event: DomainEventOf<'purchase.settled'>): Promise<void> {
      if (event.outcome !== 'success' || event.price <= 0) return;
      const at = new Date(event.at);
      await database.withTenant(event.tenantId, async (tx) => {
        const buyer = await findAccount(tx, event.tenantId, event.accountId);
        if (!buyer?.referredBy) return;
        const affiliate = await findAffiliate(tx, event.tenantId, buyer.referredBy);
        // REF-03: an expired code still registered the buyer, but earns nothing.
        if (!isEarning(affiliate, at)) return;
        const settings = await settingsOf(tx, event.tenantId);
        if (at.getTime() >= addMonths(buyer.createdAt, settings.months).getTime()) return;
        const amount = commissionOf(settings, event.price);
        if (amount <= 0) return;
        if ((await purchaseStatus(tx, event.tenantId, event.purchaseId)) !== 'success') return;
        const row = await insertCommission(tx, {
          tenantId: event.tenantId,
          affiliateId: buyer.referredBy,
          buyerId: buyer.id,
          purchaseId: event.purchaseId,
          refId: event.refId,
          kind: 'accrual',
          amount,
          at,
        });
        if (!row) return;
        await postTransfer(tx, event.tenantId, {
          idempotencyKey: `affiliate-commission:${event.purchaseId}`,
          kind: 'affiliate.commission',
          reference: event.refId,
          at,
          legs: [
            { code: houseCodes.revenue, amount: -amount },
            { code: affiliatePayable(buyer.referredBy), amount },
          ],
        });
      });
    },

    /** REF-04: takes a commission back when its purchase is returned (a negative row that nets the next payout). */
    async clawBack(event: DomainEventOf<'purchase.returned'>): Promise<void> {
      const at = new Date(event.at);
      await database.withTenant(event.tenantId, async (tx) => {
        // The purchase's lock orders this after an accrual still being written for it.
        await purchaseStatus(tx, event.tenantId, event.purchaseId);
        const accrual = await findCommission(tx, event.tenantId, event.purchaseId, 'accrual');
        if (!accrual) return;
        const row = await insertCommission(tx, {
          tenantId: event.tenantId,
          affiliateId: accrual.affiliateId,
          buyerId: accrual.buyerId,
          purchaseId: event.purchaseId,
          refId: event.refId,
          kind: 'clawback',
          amount: -accrual.amount,
          at,
        });
        if (!row) return;
        await postTransfer(tx, event.tenantId, {
          idempotencyKey: `affiliate-clawback:${event.purchaseId}`,
          kind: 'affiliate.clawback',
          reference: event.refId,
          at,
          legs: [
            { code: affiliatePayable(accrual.affiliateId), amount: -accrual.amount },
            { code: houseCodes.revenue, amount: accrual.amount },
          ],
        });
      });
    },
  };
}

export type ReferralService = ReturnType<typeof createReferralService>;
