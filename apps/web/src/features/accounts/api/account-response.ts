import { z } from 'zod';
import { accountSchema } from '@konter/shared/contracts/accounts';

/**
 * The GET account envelope, in a module of its own so that account.ts, which the app shell imports, can load it
 * with the first account request: classic zod weighs about 25 KiB gzip, which a logged-out visitor never needs.
 */
export const accountResponseSchema = z.object({ data: accountSchema });
