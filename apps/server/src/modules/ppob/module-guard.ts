import type { FastifyInstance } from 'fastify';
import { apiBase } from '@konter/shared/contracts/site';
import { AppError } from '../../platform/errors.ts';

/** Where the prepaid and postpaid business answers in the web scope: catalogue, price list, purchases, bills, bulk. */
const ppobPrefixes = [`${apiBase}/prabayar/`, `${apiBase}/pricelist/`, `${apiBase}/pascabayar/`];

/**
 * PLT-10: a tenant whose PPOB module an admin switched off answers every PPOB call with 404 `module_disabled`, not
 * only a hidden menu (the shop does the same for its own routes). Added to the web scope before the PPOB routes.
 * Receipts of earlier purchases stay readable.
 */
export function registerPpobModuleGuard(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    if (!request.tenant || request.tenant.features.ppob) return;
    if (!ppobPrefixes.some((prefix) => request.url.startsWith(prefix))) return;
    throw new AppError('module_disabled', { messageKey: 'ppob.module_off' });
  });
}
