/** Every query of this feature starts with 'developer'. */
export const developerKeys = {
  all: ['developer'] as const,
  settings: ['developer', 'settings'] as const,
  calls: ['developer', 'calls'] as const,
  deliveries: ['developer', 'deliveries'] as const,
  adminIps: ['developer', 'admin-ips'] as const,
};
