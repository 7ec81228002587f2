/** Every query of the back office starts with 'admin', so one invalidation refreshes them all after a change. */
export const adminKeys = {
  all: ['admin'] as const,
  audit: (action: string) => ['admin', 'audit', action] as const,
  accounts: (q: string) => ['admin', 'accounts', q] as const,
  account: (id: string) => ['admin', 'account', id] as const,
  adjustments: (status: string) => ['admin', 'adjustments', status] as const,
  depositRequests: (status: string) => ['admin', 'deposit-requests', status] as const,
  reconciliation: ['admin', 'reconciliation'] as const,
};
