import type { Role } from '@konter/shared/contracts/accounts';

/** Permission names checked on the server for every protected route (ACC-14). */
export const permissions = {
  pricelistView: 'pricelist.view',
  transact: 'transaction.create',
  depositTopup: 'deposit.topup',
  depositTransfer: 'deposit.transfer',
  bulkExcel: 'bulk.excel',
  agentTransactions: 'agent.transactions',
  agentCenter: 'agent.center',
  affiliateReport: 'affiliate.report',
  developerApi: 'developer.api',
  admin: 'admin.manage',
} as const;

const member = [permissions.pricelistView, permissions.transact, permissions.depositTopup];
const agent = [...member, permissions.agentTransactions];

const byRole: Record<Role, string[]> = {
  member,
  agent,
  master: [...agent, permissions.agentCenter],
  affiliate: [...member, permissions.affiliateReport],
  developer: [...member, permissions.developerApi],
  admin: [...agent, permissions.agentCenter, permissions.admin],
};

/**
 * What an account may do: its role's permissions plus the admin's grants (deposit transfer, spreadsheet access).
 * An inactive account may only view the price list (ACC-11); a deleted one nothing.
 */
export function permissionsOf(account: { role: Role; status: string; grants: readonly string[] }): string[] {
  if (account.status === 'deleted') return [];
  if (account.status === 'inactive') return [permissions.pricelistView];
  return [...new Set([...byRole[account.role], ...account.grants])].sort();
}
