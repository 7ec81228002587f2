/**
 * The browser side of web push (NTF-03): push is offered only where the browser has a service worker, the Push API
 * and notifications, and the server gave a public key (spec §5). Subscribing asks for permission, then subscribes
 * the app's service worker (public/sw.js) with the server's VAPID key.
 */
export type PushFailure = 'unsupported' | 'denied' | 'failed';

export class PushSetupError extends Error {
  readonly reason: PushFailure;
  constructor(reason: PushFailure, message: string = reason) {
    super(message);
    this.reason = reason;
  }
}

export function pushSupported(publicKey: string | null | undefined): boolean {
  return (
    Boolean(publicKey) &&
    typeof window !== 'undefined' &&
    'serviceWorker' in navigator &&
    'PushManager' in window &&
    'Notification' in window
  );
}

export function applicationServerKey(publicKey: string): Uint8Array<ArrayBuffer> {
  const base64 = publicKey.replace(/-/g, '+').replace(/_/g, '/');
  const binary = atob(base64 + '='.repeat((4 - (base64.length % 4)) % 4));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

async function workerRegistration(): Promise<ServiceWorkerRegistration> {
  // The worker is registered by production builds only (lib/service-worker.ts): without one there is nothing to push to.
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) throw new PushSetupError('unsupported', 'no service worker');
  return registration;
}

function sameKey(subscription: PushSubscription, key: Uint8Array): boolean {
  const current = subscription.options.applicationServerKey;
  if (!current) return false;
  const bytes = new Uint8Array(current);
  return bytes.length === key.length && bytes.every((byte, index) => byte === key[index]);
}

/** Asks for permission and subscribes (or reuses this browser's subscription made with the same key). */
export async function subscribeBrowser(publicKey: string): Promise<PushSubscriptionJSON> {
  if (!pushSupported(publicKey)) throw new PushSetupError('unsupported');
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') throw new PushSetupError('denied');
  const registration = await workerRegistration();
  const key = applicationServerKey(publicKey);
  const existing = await registration.pushManager.getSubscription();
  if (existing && sameKey(existing, key)) return existing.toJSON();
  // A subscription made with another key (the installation's key changed) cannot be reused.
  if (existing) await existing.unsubscribe();
  try {
    const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
    return subscription.toJSON();
  } catch (error) {
    throw new PushSetupError('failed', error instanceof Error ? error.message : String(error));
  }
}

/** This browser's current subscription, if it has one (for renewal without a prompt). */
export async function currentSubscription(): Promise<PushSubscriptionJSON | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  return subscription ? subscription.toJSON() : null;
}

/**
 * NTF-03: replaces this browser's subscription by a new one made with the same key (the old one is about to expire),
 * without a prompt: the permission stands. Returns the new subscription and the endpoint it replaces; null when the
 * browser has no subscription to refresh.
 */
export async function refreshSubscription(): Promise<{ subscription: PushSubscriptionJSON; replaced: string } | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const existing = await registration?.pushManager?.getSubscription();
  const key = existing?.options.applicationServerKey;
  if (!registration || !existing || !key) return null;
  const replaced = existing.endpoint;
  await existing.unsubscribe();
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: key });
  return { subscription: subscription.toJSON(), replaced };
}

/** Unsubscribes this browser at its push service; returns the endpoint it had. */
export async function unsubscribeBrowser(): Promise<string | null> {
  if (!('serviceWorker' in navigator)) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  const subscription = await registration?.pushManager?.getSubscription();
  if (!subscription) return null;
  const endpoint = subscription.endpoint;
  await subscription.unsubscribe();
  return endpoint;
}
