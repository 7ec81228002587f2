import { z } from 'zod';
import { listTenants } from '../tenants/index.ts';
import { defineJob } from '../../platform/queue.ts';
import type { Supplier } from '../../integrations/payments/supplier.ts';
import type { SupplierOffers } from './catalogue.service.ts';
import { syncCatalogue } from './catalogue.service.ts';

/**
 * Pulls every supplier's price list and folds it into every tenant's catalogue: new prices, products switched off
 * or out of stock, cut-off windows. A tenant with its own supplier account gets its own account's list (decision
 * 039); each list is asked for once per run. A supplier whose list cannot be read keeps its last offers.
 */
export const syncCatalogueJob = defineJob({
  name: 'catalogue.sync',
  schema: z.object({}).loose(),
  cron: '*/30 * * * *',
  retryLimit: 1,
  async handler(_payload, { database, clock, log, providers }) {
    const lists = new Map<string, Promise<SupplierOffers | null>>();
    const offersOf = (supplier: Supplier) => {
      let list = lists.get(supplier.name);
      if (!list) {
        list = supplier.priceList().then(
          (products) => ({ supplier: supplier.name, products }),
          (error: unknown) => {
            log.warn({ err: error, supplier: supplier.name }, 'price list unavailable; keeping its last offers');
            return null;
          },
        );
        lists.set(supplier.name, list);
      }
      return list;
    };
    const rows = await database.withSystem((tx) => listTenants(tx));
    let synced = 0;
    for (const tenant of rows) {
      const suppliers = await providers.suppliersFor(tenant.id);
      const offers = (await Promise.all(suppliers.map(offersOf))).filter((offer) => offer !== null);
      if (offers.length === 0) continue;
      await database.withTenant(tenant.id, (tx) => syncCatalogue(tx, tenant, offers, clock.now()));
      synced += 1;
    }
    log.info({ suppliers: lists.size, tenants: synced }, 'catalogue synced');
  },
});

export const catalogueJobs = [syncCatalogueJob] as const;
