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
  /** POS MLO (MLO-01): the account's `is_agen_mlo` flag, granted by the admin, read like any grant. */
  mloAgent: 'mlo.agent',
  admin: 'admin.manage',
} as const;

const member = [permissions.pricelistView, permissions.transact, permissions.depositTopup];
const agent = [...member, permissions.agentTransactions];

/** Roles that run a counter: the only ones `is_agen_mlo` opens POS MLO to (MLO-01). */
const mloRoles: ReadonlySet<Role> = new Set<Role>(['agent', 'master', 'admin']);

const byRole: Record<Role, string[]> = {
  member,
  agent,
  master: [...agent, permissions.agentCenter],
  affiliate: [...member, permissions.affiliateReport],
  developer: [...member, permissions.developerApi],
  admin: [...agent, permissions.agentCenter, permissions.admin],
};

/**
 * What an account may do: its role's permissions plus the admin's grants (deposit transfer, spreadsheet access, the
 * POS MLO flag `is_agen_mlo`, which only an agent or above uses). An inactive account may only view the price list
 * (ACC-11); a deleted one nothing.
 */
export function permissionsOf(account: {
  role: Role;
  status: string;
  grants: readonly string[];
  isAgenMlo?: boolean;
}): string[] {
  if (account.status === 'deleted') return [];
  if (account.status === 'inactive') return [permissions.pricelistView];
  const mlo = account.isAgenMlo && mloRoles.has(account.role) ? [permissions.mloAgent] : [];
  return [...new Set([...byRole[account.role], ...account.grants, ...mlo])].sort();
}
