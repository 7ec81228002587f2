import { watchForUpdates, type UpdateContainer } from './app-update.ts';

/**
 * Registers public/sw.js (PLT-12: installable PWA) in production builds only: in development a worker would serve
 * stale modules and fight Vite's hot reload.
 */
export type ServiceWorkerHost = {
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> & Partial<UpdateContainer> };
  addEventListener: (type: 'load', listener: () => void, options?: { once: boolean }) => void;
  document: {
    readyState: DocumentReadyState;
    visibilityState?: DocumentVisibilityState;
    addEventListener?: (type: 'visibilitychange', listener: () => void) => void;
  };
};

export const serviceWorkerUrl = '/sw.js';

export function registerServiceWorker(
  production: boolean = import.meta.env.PROD,
  host: ServiceWorkerHost = window,
): boolean {
  const container = host.navigator.serviceWorker;
  if (!production || !container) return false;
  const register = () => {
    container
      .register(serviceWorkerUrl, { scope: '/' })
      .then((registration) => {
        // §8: a new build's worker waits for the person to choose "reload" (lib/app-update.ts).
        if (registration && container.addEventListener) {
          watchForUpdates(registration, container as UpdateContainer);
          // A phone keeps the app open for days: look for a new build whenever it comes back to the foreground.
          host.document.addEventListener?.('visibilitychange', () => {
            if (host.document.visibilityState === 'visible') registration.update().catch(() => undefined);
          });
        }
      })
      .catch((error: unknown) => {
        console.warn('Service worker registration failed', error);
      });
  };
  // After load, so the worker's precache does not compete with the first page for a slow connection.
  if (host.document.readyState === 'complete') register();
  else host.addEventListener('load', register, { once: true });
  return true;
}
