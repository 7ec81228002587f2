import { describe, expect, it, vi } from 'vitest';
import {
  getNativeBridge,
  isInsideNativeApp,
  nativeLogout,
  printDocument,
  shareContent,
  shareLinks,
} from './native-bridge.ts';

function wrapper() {
  const calls: string[] = [];
  // Android interface objects need `this`: methods read state from it, like addJavascriptInterface objects do.
  const bridge = {
    name: 'android',
    logout(this: { name: string }) {
      calls.push(`logout:${this.name}`);
    },
    share(this: { name: string }, text: string, url: string) {
      calls.push(`share:${this.name}:${text}:${url}`);
    },
    print(this: { name: string }, html: string) {
      calls.push(`print:${this.name}:${html}`);
    },
  };
  return { scope: { KonterNative: bridge }, calls };
}

describe('native bridge detection', () => {
  it('[PLT-12] finds window.KonterNative when it has logout, share and print', () => {
    const { scope } = wrapper();
    expect(getNativeBridge(scope)).not.toBeNull();
    expect(isInsideNativeApp(scope)).toBe(true);
  });

  it.each([
    ['missing', {}],
    ['not an object', { KonterNative: 'yes' }],
    ['incomplete', { KonterNative: { logout: () => undefined } }],
  ])('[PLT-12] ignores a bridge that is %s', (_name, scope) => {
    expect(getNativeBridge(scope)).toBeNull();
    expect(isInsideNativeApp(scope)).toBe(false);
  });
});

describe('logout', () => {
  it('[PLT-12] calls the native logout on its own object inside the wrapper', () => {
    const { scope, calls } = wrapper();
    expect(nativeLogout(scope)).toBe(true);
    expect(calls).toEqual(['logout:android']);
  });

  it('[PLT-12] reports false in a browser so the caller redirects instead', () => {
    expect(nativeLogout({})).toBe(false);
  });
});

describe('share', () => {
  it('[PLT-12] uses the native share sheet inside the wrapper', async () => {
    const { scope, calls } = wrapper();
    await expect(shareContent({ text: 'Struk', url: 'https://toko.example/r/1' }, scope)).resolves.toEqual({
      method: 'native',
    });
    expect(calls).toEqual(['share:android:Struk:https://toko.example/r/1']);
  });

  it('[PLT-12] falls back to the Web Share API', async () => {
    const share = vi.fn(async () => undefined);
    const result = await shareContent({ text: 'Struk', url: 'https://toko.example/r/1' }, { navigator: { share } });
    expect(result).toEqual({ method: 'web-share' });
    expect(share).toHaveBeenCalledWith({ text: 'Struk', url: 'https://toko.example/r/1' });
  });

  it('[PLT-12] treats closing the share sheet as cancelled, not as a failure', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('cancelled', 'AbortError');
    });
    await expect(shareContent({ text: 'a', url: 'b' }, { navigator: { share } })).resolves.toEqual({
      method: 'cancelled',
    });
  });

  it('[PLT-16] falls back to share links without the Web Share API', async () => {
    const result = await shareContent({ text: 'Harga pulsa', url: 'https://toko.example/p' }, { navigator: {} });
    expect(result.method).toBe('links');
    const links = shareLinks('Harga pulsa', 'https://toko.example/p');
    expect(result).toEqual({ method: 'links', links });
    expect(Object.keys(links).sort()).toEqual(['email', 'facebook', 'sms', 'telegram', 'twitter', 'whatsapp']);
    expect(links.whatsapp).toBe('https://wa.me/?text=Harga%20pulsa%20https%3A%2F%2Ftoko.example%2Fp');
    expect(links.facebook).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Ftoko.example%2Fp');
  });
});

describe('print', () => {
  it('[PLT-12] prints through the wrapper when present', () => {
    const { scope, calls } = wrapper();
    const print = vi.fn();
    expect(printDocument('<p>Struk</p>', { ...scope, print })).toBe('native');
    expect(calls).toEqual(['print:android:<p>Struk</p>']);
    expect(print).not.toHaveBeenCalled();
  });

  it('[PLT-12] falls back to window.print in a browser', () => {
    const print = vi.fn();
    expect(printDocument('<p>Struk</p>', { print })).toBe('browser');
    expect(print).toHaveBeenCalledTimes(1);
  });
});
