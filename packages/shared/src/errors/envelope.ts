// zod/mini: the web app's API client parses every error with this schema, and it loads with the first page (see
// contracts/site.ts for why mini there).
import { z } from 'zod/mini';

/** Machine-readable error codes. Each has a message key of the same name in the shared message catalogue. */
export const errorCodes = [
  'validation_failed',
  'csrf_token_invalid',
  'not_authenticated',
  'unauthorized_access',
  'too_many_requests',
  'max_pin_attempts',
  'too_many_attempts',
  'not_found',
  'tenant_not_found',
  'module_disabled',
  'payload_too_large',
  'unsupported_media_type',
  'bad_request',
  'internal_error',
  'service_unavailable',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** The one error envelope of every `/api/v1/` failure (PLT-03). */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
