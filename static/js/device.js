/* Settings, "Notifications on this device" (templates/accounts/partials/
   device_notifications.html): browser notifications while the site is open in a hidden tab
   (shown by static/js/site.js, only after "Allow notifications" here), and Web Push reminders
   with the site closed (static/sw.js shows them; the server sends them, games/push.py). */
(function () {
  "use strict";
  var section = document.getElementById("device-notifications");
  if (!section) return;
  var NOTIFY_KEY = "hachi:notifications";

  function el(id) { return document.getElementById(id); }
  function say(id, text) { el(id).textContent = text; }

  function stored() {
    try { return localStorage.getItem(NOTIFY_KEY) === "on"; } catch (error) { return false; }
  }
  function store(on) {
    try {
      if (on) localStorage.setItem(NOTIFY_KEY, "on");
      else localStorage.removeItem(NOTIFY_KEY);
    } catch (error) { /* private mode: notifications stay off */ }
  }

  // ----- notifications while the site is open ---------------------------------------------

  function showNotifications() {
    var allow = el("notify-allow"), stop = el("notify-stop");
    if (!("Notification" in window)) {
      say("notify-state", "This browser cannot show notifications.");
      return;
    }
    var permission = Notification.permission;
    var on = permission === "granted" && stored();
    if (permission === "denied") {
      say("notify-state", "This browser blocks notifications from this site. " +
        "Allow them in the browser's settings for this site first.");
    } else {
      say("notify-state", on ? "Notifications are on in this browser." :
        "Notifications are off in this browser.");
    }
    allow.hidden = on || permission === "denied";
    stop.hidden = !on;
  }

  el("notify-allow").addEventListener("click", function () {
    Notification.requestPermission().then(function (permission) {
      store(permission === "granted");
      showNotifications();
    });
  });
  el("notify-stop").addEventListener("click", function () {
    store(false);
    showNotifications();
  });
  showNotifications();

  // ----- Web Push ---------------------------------------------------------------------------

  var key = section.dataset.vapidKey;
  if (!key) return;

  function csrfToken() {
    try {
      return JSON.parse(document.body.getAttribute("hx-headers"))["X-CSRFToken"] || "";
    } catch (error) {
      return "";
    }
  }

  function post(url, data) {
    return fetch(url, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", "X-CSRFToken": csrfToken() },
      body: JSON.stringify(data)
    }).then(function (response) {
      return response.json().catch(function () { return {}; }).then(function (answer) {
        if (!response.ok) {
          var refused = new Error(answer.error || "The site did not take it; try again.");
          refused.fromSite = true;
          throw refused;
        }
        return answer;
      });
    });
  }

  function keyBytes(base64url) {
    var text = atob((base64url + "===".slice((base64url.length + 3) % 4))
      .replace(/-/g, "+").replace(/_/g, "/"));
    var bytes = new Uint8Array(text.length);
    for (var i = 0; i < text.length; i++) bytes[i] = text.charCodeAt(i);
    return bytes;
  }

  function showPush(subscribed, trouble) {
    el("push-subscribe").hidden = subscribed;
    el("push-unsubscribe").hidden = !subscribed;
    say("push-state", (trouble ? trouble + " " : "") + (subscribed ?
      "This device gets push reminders." : "This device gets no push reminders."));
  }

  // The site's own refusals are plain words already; the browser's are not.
  function problem(error) {
    if (error && error.fromSite) return error.message;
    if ("Notification" in window && Notification.permission === "denied") {
      return "This browser blocks notifications from this site.";
    }
    return "This browser could not reach its push service; try again later.";
  }

  if (!("serviceWorker" in navigator) || !("PushManager" in window)) {
    say("push-state", "This browser cannot receive push reminders.");
    return;
  }
  var ready = navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(function () {
    return navigator.serviceWorker.ready;
  });
  function current() {
    return ready.then(function (registration) { return registration.pushManager.getSubscription(); });
  }

  // A subscription this browser still has is sent again: the server may have dropped it
  // (the push service said it was gone) or another account may have used this browser.
  current().then(function (subscription) {
    if (!subscription) return showPush(false);
    return post(section.dataset.subscribeUrl, subscription.toJSON())
      .then(function () { showPush(true); });
  }).catch(function (error) { showPush(false, problem(error)); });

  el("push-subscribe").addEventListener("click", function () {
    say("push-state", "Asking this browser\u2026");
    ready.then(function (registration) {
      return registration.pushManager.subscribe({
        userVisibleOnly: true, applicationServerKey: keyBytes(key)
      });
    }).then(function (subscription) {
      return post(section.dataset.subscribeUrl, subscription.toJSON());
    }).then(function () {
      showPush(true);
    }).catch(function (error) {
      showPush(false, problem(error));
    });
  });

  el("push-unsubscribe").addEventListener("click", function () {
    current().then(function (subscription) {
      if (!subscription) return null;
      return post(section.dataset.unsubscribeUrl, { endpoint: subscription.endpoint })
        .then(function () { return subscription.unsubscribe(); });
    }).then(function () { showPush(false); })
      .catch(function (error) { showPush(true, problem(error)); });
  });
})();
