/* Konter service worker: app shell and static assets offline; the API always live (see sw-routing.js). */
/* global self, caches, fetch, importScripts, Response */
importScripts('/sw-routing.js');

var routing = self.KonterSwRouting;

self.addEventListener('install', function (event) {
  event.waitUntil(
    caches
      .open(routing.shellCache)
      .then(function (cache) {
        return cache.addAll(routing.precache);
      })
      .catch(function () {
        // A missing icon must not keep the worker from installing.
      })
      .then(function () {
        return self.skipWaiting();
      }),
  );
});

self.addEventListener('activate', function (event) {
  var keep = [routing.shellCache, routing.assetCache];
  event.waitUntil(
    caches
      .keys()
      .then(function (names) {
        return Promise.all(
          names
            .filter(function (name) {
              return name.indexOf('konter-') === 0 && keep.indexOf(name) === -1;
            })
            .map(function (name) {
              return caches.delete(name);
            }),
        );
      })
      .then(function () {
        return self.clients.claim();
      }),
  );
});

function networkFirst(request) {
  return fetch(request)
    .then(function (response) {
      if (response.ok) {
        var copy = response.clone();
        caches.open(routing.shellCache).then(function (cache) {
          // One shell for every path: the server answers all app routes with the same index.html.
          return cache.put(routing.shellUrl, copy);
        });
      }
      return response;
    })
    .catch(function () {
      return caches.match(routing.shellUrl).then(function (cached) {
        return cached || Response.error();
      });
    });
}

function cacheFirst(request) {
  return caches.match(request).then(function (cached) {
    if (cached) return cached;
    return fetch(request).then(function (response) {
      if (response.ok) {
        var copy = response.clone();
        caches.open(routing.assetCache).then(function (cache) {
          return cache.put(request, copy);
        });
      }
      return response;
    });
  });
}

function staleWhileRevalidate(request) {
  return caches.match(request).then(function (cached) {
    var refresh = fetch(request)
      .then(function (response) {
        if (response.ok) {
          var copy = response.clone();
          caches.open(routing.shellCache).then(function (cache) {
            return cache.put(request, copy);
          });
        }
        return response;
      })
      .catch(function () {
        return cached || Response.error();
      });
    return cached || refresh;
  });
}

self.addEventListener('fetch', function (event) {
  var request = event.request;
  var strategy = routing.decideStrategy({
    method: request.method,
    url: request.url,
    mode: request.mode,
    origin: self.location.origin,
  });
  // network-only: do not call respondWith at all, so the browser handles the request exactly as without a worker.
  if (strategy === 'network-first') event.respondWith(networkFirst(request));
  else if (strategy === 'cache-first') event.respondWith(cacheFirst(request));
  else if (strategy === 'stale-while-revalidate') event.respondWith(staleWhileRevalidate(request));
});
