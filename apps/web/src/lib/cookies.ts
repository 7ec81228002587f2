/** Minimal document.cookie helpers; values are URI-encoded so any string survives the round trip. */

export type CookieJar = { cookie: string };

const oneYearSeconds = 60 * 60 * 24 * 365;

export function readCookie(name: string, jar: CookieJar = document): string | null {
  for (const part of jar.cookie.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    if (part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

export function writeCookie(
  name: string,
  value: string,
  { maxAgeSeconds = oneYearSeconds, jar = document }: { maxAgeSeconds?: number; jar?: CookieJar } = {},
): void {
  const secure = typeof location !== 'undefined' && location.protocol === 'https:' ? '; Secure' : '';
  jar.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeSeconds}; SameSite=Lax${secure}`;
}

export function deleteCookie(name: string, jar: CookieJar = document): void {
  jar.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
}
