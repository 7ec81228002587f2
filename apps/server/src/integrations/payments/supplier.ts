import type { PurchaseFailureCode } from '@konter/shared/contracts/transactions';
import { ProviderError } from './provider-error.ts';

/**
 * What the purchase module needs from a product supplier (a Digiflazz-style H2H buyer API). Several supplier
 * instances with different credentials and prices may be configured; the purchase module routes between them.
 */
export type SupplierTransactionStatus = 'pending' | 'success' | 'failed';

export type SupplierResult = {
  /** Our reference (ref_id): the idempotency key of the purchase. */
  refId: string;
  status: SupplierTransactionStatus;
  /**
   * The supplier's own response code, kept for the row, the attempts and admins; the purchase module never reads
   * it: it acts on `status`, `failure` and `retryElsewhere`, which the adapter derives from it (decision 026).
   */
  rc: string;
  message: string;
  /** Serial number / token (PLN token, voucher code) when successful. */
  serialNumber: string | null;
  /** What the supplier charged us, when known. */
  price: number | null;
  /** The supplier-side failure is one where another supplier may succeed (stock empty, product off, timeout). */
  retryElsewhere: boolean;
  /**
   * Why it failed, in the app's words (what the customer reads); null unless `status` is 'failed'. `returned` is not
   * a failure of the purchase but the seller taking back a delivered product after the fact (refunded to the buyer).
   */
  failure: PurchaseFailureCode | null;
};

/**
 * A tenant's own supplier account (decision 039) is named after the tenant, so its attempts, offers and callbacks
 * never mix with the installation's accounts ('digiflazz-a', …) or another tenant's.
 */
export const tenantSupplierPrefix = 'digiflazz@';

export function tenantSupplierName(slug: string): string {
  return `${tenantSupplierPrefix}${slug}`;
}

export function isTenantSupplier(name: string): boolean {
  return name.startsWith(tenantSupplierPrefix);
}

/** The failure code the purchase module records when no supplier is left to try (none offers the product). */
export const noSupplierFailure: PurchaseFailureCode = 'product_unavailable';

export type SupplierProduct = {
  buyerSkuCode: string;
  productName: string;
  category: string;
  brand: string;
  price: number;
  buyerProductStatus: boolean;
  sellerProductStatus: boolean;
  /** Cut-off window like '23:45' to '00:15' when the product is unavailable. */
  startCutOff: string;
  endCutOff: string;
};

export type PostpaidBill = {
  refId: string;
  status: SupplierTransactionStatus;
  rc: string;
  message: string;
  /** As `SupplierResult.failure`: the app's reason for a failed bill, null otherwise. */
  failure: PurchaseFailureCode | null;
  customerNo: string;
  customerName: string;
  buyerSkuCode: string;
  adminFee: number;
  /** Total to pay including admin fee. */
  sellingPrice: number;
  price: number;
  periods: {
    period: string;
    amount: number;
    penalty: number;
    adminFee: number;
    meterStart?: number;
    meterEnd?: number;
  }[];
  serialNumber: string | null;
  description: Record<string, unknown>;
};

export type Supplier = {
  /** Instance name, e.g. 'digiflazz-a'. */
  name: string;
  topup(request: {
    refId: string;
    buyerSkuCode: string;
    customerNo: string;
    maxPrice?: number;
  }): Promise<SupplierResult>;
  /** Digiflazz checks a status by sending the same request (same ref_id) again. */
  checkStatus(request: { refId: string; buyerSkuCode: string; customerNo: string }): Promise<SupplierResult>;
  /** A prepaid PLN meter's subscriber (TRX-09, TRX-10); null when the meter is unknown. */
  inquiryPln(
    meter: string,
  ): Promise<{ meter: string; subscriberId: string; name: string; segmentPower: string } | null>;
  /** Whether a purchase placed then may still be checked (Digiflazz forgets a ref_id after 90 days). */
  canCheckStatus(placedAt: Date): boolean;
  priceList(): Promise<SupplierProduct[]>;
  /** `amount`: what a money transfer (kirim uang) sends; the inquiry prices it. Bills leave it out. */
  inquiryPostpaid(request: {
    refId: string;
    buyerSkuCode: string;
    customerNo: string;
    amount?: number;
  }): Promise<PostpaidBill>;
  payPostpaid(request: { refId: string; buyerSkuCode: string; customerNo: string }): Promise<PostpaidBill>;
  statusPostpaid(request: { refId: string; buyerSkuCode: string; customerNo: string }): Promise<PostpaidBill>;
  /** Our deposit left at the supplier, in Rupiah, where the supplier has a call for it (the admin's dashboard). */
  balance?(): Promise<number>;
  /** A callback whose X-Hub-Signature checks out, read; null when forged or malformed. */
  verifyCallback(
    headers: Record<string, string | string[] | undefined>,
    rawBody: string,
  ): (SupplierResult & { deliveryId: string }) | null;
};

/**
 * Whether a failed top-up call may have bought the product anyway (timeout, broken connection, unreadable answer):
 * such a purchase stays processing and is checked later. Errors that are not the adapter's own count as unknown too.
 */
export function outcomeUnknown(error: unknown): boolean {
  if (!(error instanceof ProviderError)) return true;
  return (error as ProviderError & { outcomeUnknown?: boolean }).outcomeUnknown !== false;
}
