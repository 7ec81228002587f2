import { createExternalStore } from './external-store.ts';
import { isInsideNativeApp } from './native-bridge.ts';

/**
 * "Download app" without an Android listing (NAV-19, PLT-12): the browser's own install offer. Chromium fires
 * `beforeinstallprompt` once the PWA is installable; the event is kept until the person asks, then `prompt()` shows
 * the browser's dialog. Other browsers (Safari) never fire it: the person is told where their browser's install
 * entry is.
 */
type InstallPromptEvent = Event & {
  prompt: () => Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
};

const deferredPrompt = createExternalStore<InstallPromptEvent | null>(null);

/** Started once at boot: keeps the browser's install offer for later, forgets it once the app is installed. */
export function listenForInstallPrompt(target: Pick<Window, 'addEventListener'> = window): void {
  target.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferredPrompt.set(event as InstallPromptEvent);
  });
  target.addEventListener('appinstalled', () => deferredPrompt.set(null));
}

/** The app already runs installed: as a standalone PWA or inside the Android wrapper. */
export function isAppInstalled(scope: typeof globalThis = globalThis): boolean {
  if (isInsideNativeApp(scope)) return true;
  return typeof scope.matchMedia === 'function' && scope.matchMedia('(display-mode: standalone)').matches;
}

export type InstallOutcome = 'accepted' | 'dismissed' | 'manual';

/** Shows the browser's install dialog when it offered one; 'manual' when the person has to use the browser's menu. */
export async function promptInstall(): Promise<InstallOutcome> {
  const event = deferredPrompt.get();
  if (!event) return 'manual';
  deferredPrompt.set(null);
  await event.prompt();
  return (await event.userChoice).outcome;
}
