import { z } from 'zod';
import { listTenants } from '../tenants/index.ts';
import { defineJob } from '../../platform/queue.ts';
import type { SupplierOffers } from './catalogue.service.ts';
import { syncCatalogue } from './catalogue.service.ts';

/**
 * Pulls every supplier's price list and folds it into every tenant's catalogue: new prices, products switched off
 * or out of stock, cut-off windows. A supplier whose list cannot be read keeps its last offers.
 */
export const syncCatalogueJob = defineJob({
  name: 'catalogue.sync',
  schema: z.object({}).loose(),
  cron: '*/30 * * * *',
  retryLimit: 1,
  async handler(_payload, { database, clock, log, providers }) {
    const offers: SupplierOffers[] = [];
    for (const supplier of providers.suppliers) {
      try {
        offers.push({ supplier: supplier.name, products: await supplier.priceList() });
      } catch (error) {
        log.warn({ err: error, supplier: supplier.name }, 'price list unavailable; keeping its last offers');
      }
    }
    if (offers.length === 0) return;
    const rows = await database.withSystem((tx) => listTenants(tx));
    for (const tenant of rows) {
      await database.withTenant(tenant.id, (tx) => syncCatalogue(tx, tenant, offers, clock.now()));
    }
    log.info({ suppliers: offers.length, tenants: rows.length }, 'catalogue synced');
  },
});

export const catalogueJobs = [syncCatalogueJob] as const;
