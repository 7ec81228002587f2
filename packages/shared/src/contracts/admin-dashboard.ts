import { z } from 'zod';
import { apiBase } from './site.ts';

/**
 * The back office's dashboard (issue 17): one read of the admin's own tenant — volume and margin, each supplier's
 * success rate and balance, stuck purchases, gateway top-ups waiting for payment, the job queue, and the count of
 * every admin queue with the screen that works it.
 */
export const adminDashboardPath = `${apiBase}/admin/dashboard`;

const volumeSchema = z.object({
  /** Successful purchases (prepaid and bills) placed in the window. */
  count: z.number().int(),
  /** What their buyers were charged, in Rupiah. */
  amount: z.number().int(),
  /** The charged prices less what the suppliers charged us (before upline commissions). */
  margin: z.number().int(),
});
export type DashboardVolume = z.infer<typeof volumeSchema>;

const successRateSchema = z.object({
  success: z.number().int(),
  /** Purchases that reached a final answer from the supplier: succeeded or failed (refunds by timeout excluded). */
  settled: z.number().int(),
  /** success / settled, 0..1; null when nothing settled in the window. */
  rate: z.number().nullable(),
});

/** Why a supplier's balance could not be read: the adapter's error code, or `unsupported` (no balance call). */
export const supplierBalanceErrors = [
  'timeout',
  'unavailable',
  'unauthorized',
  'invalid_response',
  'rejected',
  'unsupported',
  'unknown',
] as const;

/** The admin queues counted on the dashboard, each a screen of the back office. */
export const dashboardQueueKeys = [
  'deposit_requests',
  'reconciliation',
  'adjustments',
  'developer_ips',
  'agent_applications',
  'masters',
  'loans',
  'loan_repayments',
  'affiliates',
] as const;
export type DashboardQueueKey = (typeof dashboardQueueKeys)[number];

export const adminDashboardSchema = z.object({
  /** The app clock's time the figures were read at. */
  generated_at: z.string(),
  volume: z.object({ today: volumeSchema, last_30_days: volumeSchema }),
  /** Per supplier that settled a purchase in the last 30 days, by name. */
  suppliers: z.array(
    z.object({ supplier: z.string(), last_24_hours: successRateSchema, last_30_days: successRateSchema }),
  ),
  /** Each configured supplier's deposit there; `error` instead when it could not be read now. */
  supplier_balances: z.array(
    z.object({
      supplier: z.string(),
      balance: z.number().int().nullable(),
      error: z.enum(supplierBalanceErrors).nullable(),
    }),
  ),
  /** Purchases still processing; `past_timeout` of them longer than the tenant's timeout (the stuck-purchases rule). */
  stuck_purchases: z.object({
    processing: z.number().int(),
    past_timeout: z.number().int(),
    timeout_minutes: z.number().int(),
  }),
  /** Gateway (Midtrans, Xendit) top-ups created and not yet paid, expired or cancelled. */
  gateway_top_ups: z.object({
    count: z.number().int(),
    amount: z.number().int(),
    oldest_created_at: z.string().nullable(),
  }),
  /** The tenant's background jobs: waiting to run, the oldest waiting one, and those that failed in the last hour. */
  jobs: z.object({
    waiting: z.number().int(),
    oldest_waiting_at: z.string().nullable(),
    oldest_waiting_seconds: z.number().int().nullable(),
    failed_last_hour: z.number().int(),
  }),
  /**
   * What went wrong in the last hour, summed over every server process: the app's 5xx answers, the errors of the
   * tenant's provider calls (suppliers, gateways, bank feed, WhatsApp) and its failed jobs; `total` adds them up.
   */
  errors_last_hour: z.object({
    total: z.number().int(),
    http_5xx: z.number().int(),
    provider: z.number().int(),
    failed_jobs: z.number().int(),
  }),
  /** Null count: the queue's feature is off for the tenant (loans without agent debt). */
  queues: z.array(z.object({ key: z.enum(dashboardQueueKeys), count: z.number().int().nullable() })),
});
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;
