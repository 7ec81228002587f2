// The schema module drizzle and drizzle-kit read: every table of every domain.
export * from './tenants.ts';
export * from './audit.ts';
export * from './accounts.ts';
export * from './ledger.ts';
export * from './deposits.ts';
export * from './ppob-catalogue.ts';
export * from './ppob-purchases.ts';
export * from './bulk.ts';
export * from './pricing.ts';
export * from './webhooks.ts';
export * from './content.ts';
