/** Every query of this feature starts with 'bulk'. */
export const bulkKeys = {
  all: ['bulk'] as const,
  settings: ['bulk', 'settings'] as const,
  /** Every page of the upload history. */
  histories: ['bulk', 'history'] as const,
  history: (page: number) => ['bulk', 'history', page] as const,
  /** The uploads still open; under `histories`, so whatever refreshes the history refreshes these too. */
  open: ['bulk', 'history', 'open'] as const,
  upload: (id: string) => ['bulk', 'upload', id] as const,
};
