/** Every query of this feature starts with 'bulk'. */
export const bulkKeys = {
  all: ['bulk'] as const,
  settings: ['bulk', 'settings'] as const,
  /** Every page of the upload history. */
  histories: ['bulk', 'history'] as const,
  history: (page: number) => ['bulk', 'history', page] as const,
  upload: (id: string) => ['bulk', 'upload', id] as const,
};
