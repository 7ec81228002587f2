/* Konter service worker: app shell and static assets offline; the API always live (see sw-routing.js). */
/* global self, caches, fetch, importScripts, Response, setTimeout, URL */
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
      }),
  );
  // A new build waits while an older one controls open pages: the app offers "update available" and sends
  // SKIP_WAITING when the person chooses to reload (spec §8), so nothing changes under a half-done form.
});

self.addEventListener('message', function (event) {
  if (event.data && event.data.type === 'SKIP_WAITING') self.skipWaiting();
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

/*
 * Web push (NTF-03): the server's message is JSON {id, type, title, body, link}, already written in the language this
 * browser subscribed in. A message that cannot be read still shows something: a push must always show a notification.
 */
self.addEventListener('push', function (event) {
  var message;
  try {
    message = event.data ? event.data.json() : {};
  } catch (_error) {
    message = { body: event.data ? event.data.text() : '' };
  }
  var title = message.title || self.registration.scope;
  event.waitUntil(
    self.registration.showNotification(title, {
      body: message.body || '',
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: message.id || undefined,
      data: { link: message.link || '/notification/today', id: message.id || null },
    }),
  );
});

/** How long a window opened from a notification is given to load before the worker lets go (spec §9: 3 s). */
var openWindowWaitMs = 3000;

function wait(ms) {
  return new Promise(function (resolve) {
    setTimeout(resolve, ms);
  });
}

/*
 * NTF-04: a click opens the linked page: an open tab of the app is focused and taken there; without one a window is
 * opened, and the worker waits 3 s for it to load so the browser does not stop it half way.
 */
self.addEventListener('notificationclick', function (event) {
  var link = (event.notification.data && event.notification.data.link) || '/notification/today';
  var url = new URL(link, self.location.origin).href;
  event.notification.close();
  event.waitUntil(
    self.clients.matchAll({ type: 'window', includeUncontrolled: true }).then(function (windows) {
      var open = windows.find(function (client) {
        return new URL(client.url).origin === self.location.origin;
      });
      if (open) {
        return open.focus().then(function (focused) {
          return (focused || open).navigate ? (focused || open).navigate(url) : null;
        });
      }
      return self.clients.openWindow(url).then(function () {
        return wait(openWindowWaitMs);
      });
    }),
  );
});

/*
 * NTF-03: the push service replaced or expired this browser's subscription. The worker subscribes again (with the
 * old subscription's key, or the server's from `notification/push`), registers the new one with `account/token` and
 * asks the server to forget the old endpoint, with no page open. A worker cannot read the page's csrf-token meta
 * tag: it asks `site/bootstrap`, which answers this browser's CSRF token for its cookie (a same-origin fetch sends
 * the session and CSRF cookies). The paths are the shared contract's (service-worker-push.test.ts checks them).
 */
var pushApi = {
  bootstrap: '/api/v1/site/bootstrap',
  status: '/api/v1/notification/push',
  token: '/api/v1/account/token',
  unsubscribe: '/api/v1/notification/push/unsubscribe',
};

function readJson(response) {
  if (!response.ok) throw new Error('HTTP ' + response.status);
  return response.json();
}

function apiGet(path) {
  return fetch(path, {
    credentials: 'same-origin',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  }).then(readJson);
}

function apiPost(path, body, csrfToken) {
  return fetch(path, {
    method: 'POST',
    credentials: 'same-origin',
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      'X-Requested-With': 'XMLHttpRequest',
      'X-CSRF-TOKEN': csrfToken,
    },
    body: JSON.stringify(body),
  }).then(readJson);
}

function base64UrlBytes(text) {
  var base64 = text.replace(/-/g, '+').replace(/_/g, '/');
  var binary = self.atob(base64 + '===='.slice(0, (4 - (base64.length % 4)) % 4));
  var bytes = new Uint8Array(binary.length);
  for (var index = 0; index < binary.length; index += 1) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

function subscribeAgain(oldSubscription) {
  var key = oldSubscription && oldSubscription.options && oldSubscription.options.applicationServerKey;
  var keyReady = key
    ? Promise.resolve(key)
    : apiGet(pushApi.status).then(function (answer) {
        if (!answer.data || !answer.data.public_key) throw new Error('push is not offered');
        return base64UrlBytes(answer.data.public_key);
      });
  return keyReady.then(function (applicationServerKey) {
    return self.registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey,
    });
  });
}

self.addEventListener('pushsubscriptionchange', function (event) {
  var oldSubscription = event.oldSubscription || null;
  var next = event.newSubscription ? Promise.resolve(event.newSubscription) : subscribeAgain(oldSubscription);
  event.waitUntil(
    Promise.all([next, apiGet(pushApi.bootstrap)])
      .then(function (ready) {
        var subscription = ready[0];
        var csrfToken = ready[1].csrfToken;
        return apiPost(pushApi.token, { device_token: JSON.stringify(subscription.toJSON()) }, csrfToken).then(
          function () {
            if (!oldSubscription || oldSubscription.endpoint === subscription.endpoint) return null;
            return apiPost(pushApi.unsubscribe, { endpoint: oldSubscription.endpoint }, csrfToken);
          },
        );
      })
      .catch(function () {
        // Logged out, or offline: the page's own renewal (use-push-renewal.ts) registers it on the next visit.
      }),
  );
});
