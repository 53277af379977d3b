/* global self, clients */
/*
 * Web Push in the app's service worker: workbox's generated sw.js imports this file (vite.config.ts,
 * workbox.importScripts). A push carries the notification as JSON ({ id, kind, title, body, link }); tapping it
 * focuses an open KisanSetu tab on its link, or opens one.
 */
self.addEventListener('push', (event) => {
  let data = { title: 'KisanSetu', body: '', link: '/', id: undefined };
  try {
    data = { ...data, ...event.data.json() };
  } catch {
    // A push without a readable body still says that something happened.
  }
  event.waitUntil(
    self.registration.showNotification(data.title, {
      body: data.body,
      icon: '/icons/icon-192.png',
      badge: '/icons/icon-192.png',
      tag: data.id,
      data: { link: typeof data.link === 'string' && data.link.startsWith('/') ? data.link : '/' },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const link = new URL(event.notification.data?.link ?? '/', self.location.origin).href;
  event.waitUntil(
    clients.matchAll({ type: 'window', includeUncontrolled: true }).then((open) => {
      const tab = open.find((client) => new URL(client.url).origin === self.location.origin);
      if (tab) return tab.navigate(link).then((client) => (client ?? tab).focus());
      return clients.openWindow(link);
    }),
  );
});
