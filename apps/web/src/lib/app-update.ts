import { createExternalStore, type ExternalStore } from './external-store.ts';

/**
 * The "update available" prompt of spec §8. A new build's service worker installs beside the running one and waits
 * (sw.js no longer takes over by itself); the app offers "reload", and only then tells the waiting worker to take
 * over and reloads once it controls the page. Nothing is reloaded under the person's hands: they finish what they
 * are doing (a half-typed form, a purchase in progress) and choose when. The reload comes back to the same screen
 * with its filters (the whole URL) and where it was scrolled to.
 */
export type UpdateRegistration = Pick<ServiceWorkerRegistration, 'waiting' | 'installing' | 'update'> & {
  addEventListener: (type: 'updatefound', listener: () => void) => void;
};
export type UpdateContainer = {
  controller: unknown;
  addEventListener: (type: 'controllerchange', listener: () => void) => void;
};
type WaitingWorker = Pick<ServiceWorker, 'postMessage'>;

/** The waiting worker of a new build, or null while the running build is the newest. */
export const waitingUpdate: ExternalStore<WaitingWorker | null> = createExternalStore<WaitingWorker | null>(null);

/** Where the page was, kept across the reload that applies an update (per tab). */
export const scrollKey = 'konter.update-scroll';

/**
 * Follows a registration: a worker already waiting, or one that finishes installing, is an update only when a worker
 * already controls the page (the very first install is not an update, there is nothing to reload).
 */
export function watchForUpdates(registration: UpdateRegistration, container: UpdateContainer): void {
  const offer = (worker: ServiceWorker | null) => {
    if (worker && container.controller) waitingUpdate.set(worker);
  };
  offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    if (!installing) return;
    installing.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer(registration.waiting ?? installing);
    });
  });
}

export type ReloadHost = {
  location: { pathname: string; search: string; hash: string; reload: () => void };
  scrollY: number;
  sessionStorage: Pick<Storage, 'setItem' | 'getItem' | 'removeItem'>;
};

/**
 * "Reload": the waiting worker takes over, and the page reloads once it controls it (the new build's files, the same
 * URL). Without a waiting worker (it was already activated by another tab) the page simply reloads.
 */
export function applyUpdate(container: UpdateContainer | undefined, host: ReloadHost = window): void {
  const where = host.location.pathname + host.location.search + host.location.hash;
  host.sessionStorage.setItem(scrollKey, JSON.stringify({ where, y: Math.round(host.scrollY) }));
  const worker = waitingUpdate.get();
  if (!worker || !container) {
    host.location.reload();
    return;
  }
  let reloaded = false;
  container.addEventListener('controllerchange', () => {
    if (reloaded) return;
    reloaded = true;
    host.location.reload();
  });
  worker.postMessage({ type: 'SKIP_WAITING' });
}

/** After the reload of an update: back to where the page was scrolled, once, on the same URL only. */
export function restoreScrollAfterUpdate(
  host: ReloadHost & {
    scrollTo: (x: number, y: number) => void;
    setTimeout: (callback: () => void, ms: number) => unknown;
  },
): void {
  const saved = host.sessionStorage.getItem(scrollKey);
  if (!saved) return;
  host.sessionStorage.removeItem(scrollKey);
  try {
    const { where, y } = JSON.parse(saved) as { where: string; y: number };
    const here = host.location.pathname + host.location.search + host.location.hash;
    // The page renders its content after its data arrives; a short wait lets it grow tall enough to scroll back.
    if (where === here && y > 0) host.setTimeout(() => host.scrollTo(0, y), 400);
  } catch {
    // A value from an older build: nothing to restore.
  }
}
