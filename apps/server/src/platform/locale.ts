import type { FastifyInstance } from 'fastify';
import { apiHeaders } from '@konter/shared/contracts/site';
import { defaultLocale, isLocale, pickLocale, type Locale } from '@konter/shared/i18n/locales';
import { translate } from '@konter/shared/i18n/messages';

export const localeCookie = 'konter_locale';

declare module 'fastify' {
  interface FastifyRequest {
    locale: Locale;
    t(key: string, params?: Record<string, string | number>): string;
  }
}

/**
 * The request's language: the web's explicit header, then the language the person chose (cookie), then the
 * browser's Accept-Language, then the tenant's default.
 */
export function registerLocale(app: FastifyInstance): void {
  app.decorateRequest('locale', defaultLocale);
  app.decorateRequest('t', function (this: { locale: Locale }, key: string, params?: Record<string, string | number>) {
    return translate(this.locale, key, params);
  });
  // Synchronous (a callback, not a promise): it runs on every request and waits for nothing.
  app.addHook('onRequest', (request, _reply, done) => {
    const header = request.headers[apiHeaders.locale.toLowerCase()];
    const fromHeader = typeof header === 'string' ? header.toLowerCase() : undefined;
    const fromCookie = request.cookies?.[localeCookie];
    const fallback = request.tenant?.locale && isLocale(request.tenant.locale) ? request.tenant.locale : defaultLocale;
    if (isLocale(fromHeader)) request.locale = fromHeader;
    else if (isLocale(fromCookie)) request.locale = fromCookie;
    else request.locale = pickLocale(request.headers['accept-language'], fallback);
    done();
  });
}
