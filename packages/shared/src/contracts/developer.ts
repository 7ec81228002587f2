import { z } from 'zod';
import { apiBase } from './site.ts';

/** The developer's reseller-API settings (issue 19, DEV-01, DEV-02): §7 developer/webhook, test-webhook, update-settings. */
export const developerPaths = {
  settings: `${apiBase}/developer/webhook`,
  updateSettings: `${apiBase}/developer/update-settings`,
  testWebhook: `${apiBase}/developer/test-webhook`,
  keys: `${apiBase}/developer/keys`,
  ips: `${apiBase}/developer/ips`,
  calls: `${apiBase}/developer/calls`,
  deliveries: `${apiBase}/developer/deliveries`,
  resend: `${apiBase}/developer/callbacks/resend`,
  adminIps: `${apiBase}/admin/developer/ips`,
} as const;

export const keyModes = ['production', 'development'] as const;

export const ipStatuses = ['pending', 'approved', 'rejected'] as const;

export const developerSettingsSchema = z.object({
  /** What the reseller's software sends as `username`. */
  username: z.string(),
  keys: z.object({
    production: z.object({ hint: z.string() }).nullable(),
    development: z.object({ hint: z.string() }).nullable(),
  }),
  callback_url: z.string().nullable(),
  callback_secret: z.string(),
  ips: z.array(
    z.object({
      id: z.string(),
      ip: z.string(),
      status: z.enum(ipStatuses),
      created_at: z.string(),
      decided_at: z.string().nullable(),
    }),
  ),
});
export type DeveloperSettings = z.infer<typeof developerSettingsSchema>;

export const updateSettingsBody = z.object({
  callback_url: z.string().trim().max(500).nullable(),
  callback_secret: z.string().trim().min(8).max(128).optional(),
});

export const createKeyBody = z.object({ mode: z.enum(keyModes) });
export const createdKeySchema = z.object({
  mode: z.enum(keyModes),
  /** Shown once: it is never readable again. */
  key: z.string(),
  username: z.string(),
  hint: z.string(),
});

export const addIpBody = z.object({ ip: z.string().trim().min(2).max(45) });

export const apiCallSchema = z.object({
  id: z.string(),
  endpoint: z.string(),
  key_mode: z.enum(keyModes).nullable(),
  ref_id: z.string().nullable(),
  rc: z.string().nullable(),
  ip: z.string(),
  http_status: z.number().int(),
  duration_ms: z.number().int(),
  created_at: z.string(),
});
export type ApiCall = z.infer<typeof apiCallSchema>;

export const deliverySchema = z.object({
  id: z.string(),
  delivery_id: z.string(),
  url: z.string(),
  attempt: z.number().int(),
  status_code: z.number().int().nullable(),
  duration_ms: z.number().int(),
  error: z.string().nullable(),
  outcome: z.string(),
  attempted_at: z.string(),
  next_attempt_at: z.string().nullable(),
});
export type Delivery = z.infer<typeof deliverySchema>;

export const testWebhookSchema = z.object({
  ok: z.boolean(),
  status_code: z.number().int().nullable(),
  error: z.string().nullable(),
  /** The first bytes of the reply. */
  reply: z.string(),
  duration_ms: z.number().int(),
});

export const resendBody = z.object({ ref_id: z.string().trim().min(1).max(64) });

export const adminIpSchema = z.object({
  id: z.string(),
  account_id: z.string(),
  /** Who asks for the address: the admin decides on a name and a phone, not an id. */
  account_name: z.string(),
  account_phone: z.string(),
  ip: z.string(),
  status: z.enum(ipStatuses),
  created_at: z.string(),
  decided_at: z.string().nullable(),
});
export const decideIpBody = z.object({ status: z.enum(['approved', 'rejected']) });
