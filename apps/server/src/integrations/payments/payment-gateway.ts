/**
 * What the deposits module needs from a payment gateway. Midtrans (Snap) and Xendit (invoices) implement it with
 * their official SDKs; in development and tests their base URLs point at loopback simulators.
 */
export type GatewayProvider = 'midtrans' | 'xendit';

export type GatewayChargeRequest = {
  /** Our reference: the deposit code (`DEP…`), used as Midtrans order_id / Xendit external_id. */
  reference: string;
  /** What the customer pays: amount + service fee, whole Rupiah. */
  amount: number;
  /** Provider method id from `@konter/shared/fees/deposit-fees` (e.g. `qris`, `bca`, `gopay`). */
  method: string;
  /** No e-mail for a guest who gave none (a checkout link): the gateway's page asks for nothing more. */
  customer: { name: string; email: string | null; phone: string };
  expiresAt: Date;
  /** Where the provider sends the browser afterwards (Midtrans: finish/unfinish/error pages). */
  returnUrls: { finish: string; unfinish: string; error: string };
  description: string;
};

export type GatewayCharge = {
  /** The provider's id of the payment (Snap token, Xendit invoice id). */
  providerRef: string;
  /** The page where the customer pays. */
  paymentUrl: string;
};

export type GatewayPaymentStatus = 'pending' | 'paid' | 'failed' | 'expired';

export type GatewayStatusReport = {
  reference: string;
  status: GatewayPaymentStatus;
  /** Set when paid: what the provider says it collected. */
  paidAmount: number | null;
  paidAt: Date | null;
  paymentChannel: string | null;
};

/** Money the gateway took back after a completed payment. */
export type GatewayReversal = {
  kind: 'refund' | 'chargeback';
  /** Everything reversed on this payment so far (of what the customer paid), whole Rupiah: notifications repeat it. */
  total: number;
};

/** A notification whose signature or token checked out. */
export type VerifiedNotification = GatewayStatusReport & {
  /** Unique per delivery of one state: duplicates of the same event share it. */
  deliveryId: string;
  raw: unknown;
  /** A refund or chargeback of a completed payment (`status` is then `paid`: the payment did happen). */
  reversal?: GatewayReversal | null;
  /**
   * The end of a refund made through `refund` (Xendit's `refund.succeeded` / `refund.failed`, whose `reference` is the
   * payment's): it is also `informational`, so whatever did not ask for a refund keeps only storing it.
   */
  refundOutcome?: { status: 'succeeded' | 'failed'; refundId: string; amount: number } | null;
  /**
   * A genuine notification that asks nothing of a top-up (another product's callback, a status the app does not
   * know): stored and acknowledged, never acted on. Names what it was, for the inbox and the log.
   */
  informational?: string | null;
};

/** Money sent back to whoever paid a completed payment, through the gateway (a guest's cancelled shop order). */
export type GatewayRefundRequest = {
  /** Our reference of the payment (Midtrans order_id). */
  reference: string;
  /** The provider's id of the payment (Xendit invoice id). */
  providerRef: string;
  /** Whole Rupiah, at most what is left of the payment. */
  amount: number;
  reason: string;
  /** Ours, unique per refund: a repeat with the same key refunds nothing more (Midtrans refund_key, Xendit idempotency). */
  key: string;
};

export type GatewayRefund = {
  /** The provider's id of the refund. */
  providerRefundId: string;
  /** `pending`: accepted, the money is on its way (the provider notifies the end). */
  status: 'succeeded' | 'pending';
};

export type PaymentGateway = {
  provider: GatewayProvider;
  createCharge(request: GatewayChargeRequest): Promise<GatewayCharge>;
  /**
   * Refunds a completed payment (Midtrans `POST /v2/{order_id}/refund`, Xendit `POST /refunds`). Rejects with the
   * adapter's ProviderError: `rejected` when the provider refuses this refund (a channel that cannot refund, more than
   * was paid), `unavailable` when it did not answer (ask again with the same key).
   */
  refund(request: GatewayRefundRequest): Promise<GatewayRefund>;
  /** Asks the provider for the current state (reconciliation of payments still pending past expiry). */
  fetchStatus(reference: string, providerRef: string): Promise<GatewayStatusReport>;
  /**
   * Checks a notification's authenticity (Midtrans signature_key, Xendit x-callback-token) and reads it;
   * null when forged, unsigned or malformed: the caller logs it and changes nothing.
   */
  verifyNotification(
    headers: Record<string, string | string[] | undefined>,
    body: unknown,
  ): VerifiedNotification | null;
};

/** One incoming credit on the tenant's bank account, as a mutation feed reports it. */
export type BankMutation = {
  /** The feed's unique id of the mutation. */
  id: string;
  amount: number;
  description: string;
  /** When the bank booked it. */
  bookedAt: Date;
  accountNumber: string;
};

export type BankMutationFeed = {
  /** Credits booked since the given time, oldest first. */
  creditsSince(since: Date): Promise<BankMutation[]>;
};
