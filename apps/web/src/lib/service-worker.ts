/**
 * Registers public/sw.js (PLT-12: installable PWA) in production builds only: in development a worker would serve
 * stale modules and fight Vite's hot reload.
 */
export type ServiceWorkerHost = {
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'register'> };
  addEventListener: (type: 'load', listener: () => void, options?: { once: boolean }) => void;
  document: { readyState: DocumentReadyState };
};

export const serviceWorkerUrl = '/sw.js';

export function registerServiceWorker(
  production: boolean = import.meta.env.PROD,
  host: ServiceWorkerHost = window,
): boolean {
  const container = host.navigator.serviceWorker;
  if (!production || !container) return false;
  const register = () => {
    container.register(serviceWorkerUrl, { scope: '/' }).catch((error: unknown) => {
      console.warn('Service worker registration failed', error);
    });
  };
  // After load, so the worker's precache does not compete with the first page for a slow connection.
  if (host.document.readyState === 'complete') register();
  else host.addEventListener('load', register, { once: true });
  return true;
}
