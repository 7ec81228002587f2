import { defineSubscriber } from '../../platform/domain-events.ts';
import type { ReferralService } from './referral.service.ts';

declare module '../../platform/queue.ts' {
  interface JobServices {
    /** The process's referral service (services.ts), the one its routes use. */
    referral: ReferralService;
  }
}

/**
 * REF-04: the affiliate commission of a referred account's purchase, apart from the uplines' commission legs of the
 * settlement (decision 025): asynchronous subscribers of the purchase's events (decision 026), each idempotent (a
 * row unique per purchase and kind, and a ledger transfer with the same key, in one transaction).
 */
const commissionAccrual = defineSubscriber({
  name: 'referral.commission-accrual',
  type: 'purchase.settled',
  mode: 'async',
  handle: (event, { services }) => services.referral.accrue(event),
});

const commissionClawback = defineSubscriber({
  name: 'referral.commission-clawback',
  type: 'purchase.returned',
  mode: 'async',
  handle: (event, { services }) => services.referral.clawBack(event),
});

/** REF-02: a deleted account's identity document is removed once the deletion committed (idempotent). */
const deletedAccountAttachment = defineSubscriber({
  name: 'referral.deleted-account-attachment',
  type: 'account.deleted',
  mode: 'async',
  handle: (event, { services }) => services.referral.removeAttachmentOfDeleted(event),
});

export const referralSubscribers = [commissionAccrual, commissionClawback, deletedAccountAttachment] as const;
