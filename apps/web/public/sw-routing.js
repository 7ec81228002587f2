/*
 * How the service worker answers each request, as a pure function so it is unit-tested
 * (src/lib/service-worker.test.ts). A classic script: sw.js loads it with importScripts, which every browser with
 * service workers supports (module workers are not everywhere yet).
 *
 * The rule that matters most: nothing under /api/ is ever answered from a cache. Balances, prices and transaction
 * states must be live, and a cached 200 for a purchase would be a lie.
 */
/* global self, URL */
(function (scope) {
  'use strict';

  var version = 'v1';

  /**
   * @param {{ method: string, url: string, mode: string, origin: string }} request
   * @returns {'network-only' | 'network-first' | 'cache-first' | 'stale-while-revalidate'}
   */
  function decideStrategy(request) {
    var url;
    try {
      url = new URL(request.url);
    } catch (_error) {
      return 'network-only';
    }
    if (request.method !== 'GET') return 'network-only';
    if (url.origin !== request.origin) return 'network-only';
    var path = url.pathname;
    if (path === '/api' || path.indexOf('/api/') === 0) return 'network-only';
    if (path === '/sw.js' || path === '/sw-routing.js') return 'network-only';
    // The HTML carries the tenant's preferences and a fresh CSRF token: always ask the server, fall back offline.
    if (request.mode === 'navigate') return 'network-first';
    // Vite's hashed build output never changes under the same name.
    if (path.indexOf('/assets/') === 0) return 'cache-first';
    if (path === '/manifest.webmanifest' || path.indexOf('/icons/') === 0) return 'stale-while-revalidate';
    return 'network-only';
  }

  scope.KonterSwRouting = {
    version: version,
    shellCache: 'konter-shell-' + version,
    assetCache: 'konter-assets-' + version,
    shellUrl: '/',
    precache: ['/', '/manifest.webmanifest', '/icons/icon-192.png', '/icons/icon-512.png'],
    decideStrategy: decideStrategy,
  };
})(self);
