/* The service worker (served at /sw.js, scope "/"): shows the Web Push reminders the server
   sends (games/push.py) while the site is closed, and opens the game on a tap. It caches
   nothing: the site stays an ordinary online site. */
"use strict";

self.addEventListener("install", function () { self.skipWaiting(); });
self.addEventListener("activate", function (event) { event.waitUntil(self.clients.claim()); });

self.addEventListener("push", function (event) {
  var data = {};
  try { data = event.data ? event.data.json() : {}; } catch (error) { data = {}; }
  var title = data.title || "Hachi Station";
  var options = {
    body: data.body || "A game is waiting for your move.",
    // One notification per game: a repeated reminder replaces the earlier one.
    tag: data.tag || "hachi",
    icon: "/static/icons/icon-192.png",
    badge: "/static/icons/icon-192.png",
    data: { url: data.url || "/turns/" }
  };
  event.waitUntil(self.registration.showNotification(title, options));
});

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var url = new URL((event.notification.data && event.notification.data.url) || "/",
    self.location.origin);
  // Only ever open a page of this site.
  url = url.origin === self.location.origin ? url.href : self.location.origin + "/";
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true })
    .then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url === url && "focus" in windows[i]) return windows[i].focus();
      }
      return self.clients.openWindow(url);
    }));
});
