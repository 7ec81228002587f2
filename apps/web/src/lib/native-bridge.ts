/**
 * The contract with the Android wrapper (PLT-12), documented in apps/web/NATIVE_BRIDGE.md. The wrapper injects
 * `window.KonterNative` with `addJavascriptInterface`; its methods take strings only. The web app never assumes the
 * bridge exists: every call has a browser fallback.
 */
export type KonterNativeBridge = {
  /** Ends the native session (clears the WebView's cookies, shows the native login screen). */
  logout: () => void;
  /** Opens the Android share sheet. */
  share: (text: string, url: string) => void;
  /** Prints a self-contained HTML document (receipts) through Android printing or a paired thermal printer. */
  print: (html: string) => void;
};

export const nativeBridgeGlobal = 'KonterNative';

/** The bridge when the page runs inside the wrapper and it has every method of the contract, else null. */
export function getNativeBridge(scope: object = globalThis): KonterNativeBridge | null {
  const candidate: unknown = Reflect.get(scope, nativeBridgeGlobal);
  if (typeof candidate !== 'object' || candidate === null) return null;
  const logout: unknown = Reflect.get(candidate, 'logout');
  const share: unknown = Reflect.get(candidate, 'share');
  const print: unknown = Reflect.get(candidate, 'print');
  if (typeof logout !== 'function' || typeof share !== 'function' || typeof print !== 'function') return null;
  // Bound: Android interface methods must be called on their object.
  return {
    logout: () => {
      logout.call(candidate);
    },
    share: (text, url) => {
      share.call(candidate, text, url);
    },
    print: (html) => {
      print.call(candidate, html);
    },
  };
}

export function isInsideNativeApp(scope: object = globalThis): boolean {
  return getNativeBridge(scope) !== null;
}

export type ShareNetwork = 'whatsapp' | 'telegram' | 'facebook' | 'twitter' | 'email' | 'sms';

/** Share addresses for browsers without the Web Share API (PLT-16). */
export function shareLinks(text: string, url: string): Record<ShareNetwork, string> {
  const t = encodeURIComponent(text);
  const u = encodeURIComponent(url);
  const both = encodeURIComponent(url ? `${text} ${url}` : text);
  return {
    whatsapp: `https://wa.me/?text=${both}`,
    telegram: `https://t.me/share/url?url=${u}&text=${t}`,
    facebook: `https://www.facebook.com/sharer/sharer.php?u=${u}`,
    twitter: `https://twitter.com/intent/tweet?text=${t}&url=${u}`,
    email: `mailto:?subject=${t}&body=${both}`,
    sms: `sms:?body=${both}`,
  };
}

export type ShareResult =
  | { method: 'native' }
  | { method: 'web-share' }
  | { method: 'cancelled' }
  | { method: 'links'; links: Record<ShareNetwork, string> };

type ShareScope = { navigator?: { share?: (data: ShareData) => Promise<void> } };

/**
 * Shares through the wrapper, else the Web Share API, else returns links the page shows as buttons. A person
 * closing the Web Share sheet is not an error.
 */
export async function shareContent(
  { text, url }: { text: string; url: string },
  scope: object & ShareScope = globalThis,
): Promise<ShareResult> {
  const bridge = getNativeBridge(scope);
  if (bridge) {
    bridge.share(text, url);
    return { method: 'native' };
  }
  const share = scope.navigator?.share;
  if (typeof share === 'function') {
    try {
      await share.call(scope.navigator, { text, url });
      return { method: 'web-share' };
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return { method: 'cancelled' };
    }
  }
  return { method: 'links', links: shareLinks(text, url) };
}

/** Prints through the wrapper (WebViews ignore window.print), else the browser's print dialog. */
export function printDocument(html: string, scope: object & { print?: () => void } = globalThis): 'native' | 'browser' {
  const bridge = getNativeBridge(scope);
  if (bridge) {
    bridge.print(html);
    return 'native';
  }
  scope.print?.();
  return 'browser';
}

/** Logs out of the wrapper when inside it; returns false so the caller does the web fallback otherwise. */
export function nativeLogout(scope: object = globalThis): boolean {
  const bridge = getNativeBridge(scope);
  if (!bridge) return false;
  bridge.logout();
  return true;
}
