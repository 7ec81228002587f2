/** Every query of this feature starts with 'agents'. */
export const agentKeys = {
  all: ['agents'] as const,
  status: ['agents', 'status'] as const,
  dashboard: ['agents', 'dashboard'] as const,
  downlines: (search: string) => ['agents', 'downlines', search] as const,
  downline: (id: string) => ['agents', 'downline', id] as const,
  applications: ['agents', 'applications'] as const,
  promotions: ['agents', 'promotions'] as const,
  loans: (...parts: string[]) => ['agents', 'loans', ...parts] as const,
};
