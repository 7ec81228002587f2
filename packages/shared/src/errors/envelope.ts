// zod/mini: the web app's API client parses every error with this schema, and it loads with the first page (see
// contracts/site.ts for why mini there).
import { z } from 'zod/mini';

/** The one error envelope of every `/api/v1/` failure (PLT-03). */
export const errorEnvelopeSchema = z.object({
  message: z.string(),
  /** An ErrorCode (errors/error-codes.ts); read as any string, so an unknown code still reaches the caller. */
  code: z.string(),
  errors: z.optional(z.record(z.string(), z.array(z.string()))),
});
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;
