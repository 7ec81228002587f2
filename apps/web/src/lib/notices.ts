import type { ExternalStore, Timers } from './external-store.ts';
import { browserTimers, createExternalStore } from './external-store.ts';

/**
 * Two kinds of message: alerts sit at the top of the page until the next request clears them (PLT-07); snackbars
 * float over the page and go away by themselves (PLT-04/05/06).
 */
export type NoticeKind = 'error' | 'warning' | 'success' | 'info';
export type Notice = { id: number; kind: NoticeKind; message: string };

export type NoticeCenter = {
  alerts: ExternalStore<readonly Notice[]>;
  snackbars: ExternalStore<readonly Notice[]>;
  showAlert: (kind: NoticeKind, message: string) => number;
  dismissAlert: (id: number) => void;
  clearAlerts: () => void;
  showSnackbar: (kind: NoticeKind, message: string) => number;
  dismissSnackbar: (id: number) => void;
};

export const snackbarDurationMs = 4000;

export function createNoticeCenter({
  timers = browserTimers,
  durationMs = snackbarDurationMs,
}: { timers?: Timers; durationMs?: number } = {}): NoticeCenter {
  const alerts = createExternalStore<readonly Notice[]>([]);
  const snackbars = createExternalStore<readonly Notice[]>([]);
  let nextId = 1;

  const dismissSnackbar = (id: number) => {
    snackbars.set((current) => current.filter((notice) => notice.id !== id));
  };

  return {
    alerts,
    snackbars,
    showAlert(kind, message) {
      const id = nextId++;
      alerts.set((current) => [...current.filter((notice) => notice.message !== message), { id, kind, message }]);
      return id;
    },
    dismissAlert(id) {
      alerts.set((current) => current.filter((notice) => notice.id !== id));
    },
    clearAlerts() {
      if (alerts.get().length > 0) alerts.set([]);
    },
    showSnackbar(kind, message) {
      // Parallel requests failing the same way (three calls, one expired session) show one message, not three.
      const existing = snackbars.get().find((notice) => notice.kind === kind && notice.message === message);
      if (existing) return existing.id;
      const id = nextId++;
      snackbars.set((current) => [...current, { id, kind, message }]);
      timers.setTimeout(() => dismissSnackbar(id), durationMs);
      return id;
    },
    dismissSnackbar,
  };
}

/** The app's one notice centre. */
export const notices = createNoticeCenter();
