/** Every query of this feature starts with 'mlo'. */
export const mloKeys = {
  all: ['mlo'] as const,
  access: ['mlo', 'access'] as const,
  orders: ['mlo', 'orders'] as const,
  order: (id: string) => ['mlo', 'order', id] as const,
  manifests: ['mlo', 'manifests'] as const,
  manifest: (id: string) => ['mlo', 'manifest', id] as const,
  customers: ['mlo', 'customers'] as const,
  grant: (accountId: string) => ['mlo', 'grant', accountId] as const,
  report: (scope: string, query: object) => ['mlo', 'report', scope, query] as const,
  manifestReport: (scope: string, query: object) => ['mlo', 'report', 'manifest', scope, query] as const,
  cn23List: ['mlo', 'cn23', 'list'] as const,
  cn23: (id: string) => ['mlo', 'cn23', 'one', id] as const,
  hsCodes: (query: string) => ['mlo', 'cn23', 'hscodes', query] as const,
  rates: ['mlo', 'cn23', 'kurs'] as const,
  customsSettings: ['mlo', 'cn23', 'settings'] as const,
  cn23Clearance: (status: string) => ['mlo', 'cn23', 'clearance', status] as const,
};
