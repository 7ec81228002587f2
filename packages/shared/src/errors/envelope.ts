import { z } from 'zod';

/** Machine-readable error codes. Each has a message key of the same name in the shared message catalogue. */
export const errorCodes = [
  'validation_failed',
  'csrf_token_invalid',
  'not_authenticated',
  'unauthorized_access',
  'too_many_requests',
  'max_pin_attempts',
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
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
