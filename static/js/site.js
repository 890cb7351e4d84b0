/* Every page: the header menu closes on Escape or a tap elsewhere (it opens without script). */
(function () {
  "use strict";
  document.addEventListener("click", function (event) {
    var menu = document.getElementById("site-menu");
    if (menu && menu.open && !menu.contains(event.target)) menu.open = false;
  });
  document.addEventListener("keydown", function (event) {
    var menu = document.getElementById("site-menu");
    if (event.key === "Escape" && menu && menu.open) {
      menu.open = false;
      menu.querySelector("summary").focus();
    }
  });
})();

/* Signed-in pages (body[data-user]): "your turn, everywhere". One socket on /ws/me/ hears the
   user's events (games/notify.py: content-free, a kind and a game id) and the doorbells of their
   games; each one refreshes the header badge and the tab title from /turns/badge/, shows a
   toast for the events a player wants to hear about (unless "live reminders" is off), a
   browser notification when the tab is hidden and the player allowed them (settings), and is
   passed on as a "hachi:user-event" so a page can refresh parts of itself. */
(function () {
  "use strict";
  var body = document.body;
  if (!body || !body.dataset.user) return;

  var TOASTS = {
    your_turn: "Your turn:",
    invitation: "Invitation:",
    game_started: "Game started:",
    game_finished: "Game over:",
    deadline_warning: "Deadline soon:"
  };
  // Events about something other than a game: their own toast words (no badge refresh asks).
  var OTHER_TOASTS = { challenge: "A challenge changed:" };
  var TOAST_MS = 10000;
  var MAX_TOASTS = 3;
  var NOTIFY_KEY = "hachi:notifications"; // "on" once allowed in settings (static/js/device.js)

  // ----- badge and tab title ---------------------------------------------------------------

  function setTitle(count) {
    var base = document.title.replace(/^\(\d+\) /, "");
    document.title = count > 0 ? "(" + count + ") " + base : base;
  }

  function setCount(count) {
    var badge = document.getElementById("turns-badge");
    if (badge) {
      badge.dataset.count = String(count);
      badge.classList.toggle("none", !count);
      var number = badge.querySelector(".count");
      number.textContent = String(count);
      number.setAttribute("aria-label", "in " + count + " game" + (count === 1 ? "" : "s"));
    }
    setTitle(count);
  }

  function shownCount() {
    var badge = document.getElementById("turns-badge");
    return badge ? +badge.dataset.count || 0 : 0;
  }

  // ----- toasts ----------------------------------------------------------------------------

  function onGamePage(game) {
    return location.pathname === "/games/" + game + "/";
  }

  function dismiss(toast) {
    clearTimeout(toast._timer);
    if (toast.parentNode) toast.parentNode.removeChild(toast);
  }

  function startTimer(toast) {
    clearTimeout(toast._timer);
    toast._timer = setTimeout(function () { dismiss(toast); }, TOAST_MS);
  }

  function toast(kind, game, label, href) {
    var box = document.getElementById("toasts");
    if (!box) return;
    var old = box.querySelector('.toast[data-game="' + game + '"]');
    if (old) dismiss(old); // one toast per game: the newest news replaces the older
    var item = document.createElement("div");
    item.className = "toast";
    item.dataset.kind = kind;
    item.dataset.game = String(game);
    var text = document.createElement("p");
    text.appendChild(document.createTextNode((TOASTS[kind] || OTHER_TOASTS[kind]) + " "));
    var link = document.createElement("a");
    link.href = href || "/games/" + game + "/";
    link.textContent = label;
    text.appendChild(link);
    var close = document.createElement("button");
    close.type = "button";
    close.className = "toast-close";
    close.setAttribute("aria-label", "Dismiss");
    close.textContent = "\u00d7";
    close.addEventListener("click", function () { dismiss(item); });
    item.appendChild(text);
    item.appendChild(close);
    // While a finger or the focus is on it, it stays.
    item.addEventListener("pointerenter", function () { clearTimeout(item._timer); });
    item.addEventListener("pointerleave", function () { startTimer(item); });
    item.addEventListener("focusin", function () { clearTimeout(item._timer); });
    item.addEventListener("focusout", function () { startTimer(item); });
    box.insertBefore(item, box.firstChild);
    while (box.children.length > MAX_TOASTS) dismiss(box.lastElementChild);
    startTimer(item);
  }

  function notificationsOn() {
    try {
      return "Notification" in window && Notification.permission === "granted" &&
        localStorage.getItem(NOTIFY_KEY) === "on";
    } catch (error) {
      return false;
    }
  }

  function notify(kind, game, label) {
    if (!document.hidden || !notificationsOn()) return;
    var url = "/games/" + game + "/";
    var options = {
      body: "Tap to open the game.", tag: "game-" + game, data: { url: url },
      icon: "/static/icons/icon-192.png"
    };
    var title = TOASTS[kind] + " " + label;
    // Phones only show notifications through a service worker (static/sw.js opens the game).
    if (navigator.serviceWorker && navigator.serviceWorker.controller) {
      navigator.serviceWorker.ready.then(function (registration) {
        registration.showNotification(title, options);
      });
      return;
    }
    try {
      var shown = new Notification(title, options);
      shown.onclick = function () { window.focus(); location.href = url; shown.close(); };
    } catch (error) { /* this browser only notifies through a service worker */ }
  }

  function announce(event, labels) {
    if (!TOASTS[event.kind] || onGamePage(event.game)) return;
    var label = labels[String(event.game)] || "game #" + event.game;
    toast(event.kind, event.game, label);
    notify(event.kind, event.game, label);
  }

  // ----- events: one badge request for a burst of them ----------------------------------------

  var heardEvents = [];
  var seenIds = []; // ids of outbox events already heard (a resend after a crash repeats one)
  var timer = null;
  var asked = 0;
  var applied = 0;

  function refresh() {
    timer = null;
    var events = heardEvents;
    heardEvents = [];
    var ids = [];
    events.forEach(function (e) {
      if (TOASTS[e.kind] && ids.indexOf(e.game) < 0) ids.push(e.game);
    });
    var mine = ++asked;
    var url = "/turns/badge/" + (ids.length ? "?games=" + ids.join(",") : "");
    fetch(url, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then(function (response) { return response.ok ? response.json() : null; })
      .then(function (data) {
        if (!data) return;
        if (mine > applied) { // an older answer arriving late does not undo a newer count
          applied = mine;
          setCount(data.count);
        }
        if (data.toasts) events.forEach(function (e) { announce(e, data.games || {}); });
      })
      .catch(function () { /* offline: the next event or reconnection refreshes */ });
  }

  function heard(kind, game) {
    if (kind !== "reconnected") heardEvents.push({ kind: kind, game: game });
    if (!timer) timer = setTimeout(refresh, 150);
    document.dispatchEvent(new CustomEvent("hachi:user-event", {
      detail: { kind: kind, game: game }
    }));
  }

  // ----- the socket, reconnecting with back-off ---------------------------------------------

  var socket = null;
  var tries = 0;
  var retry = null;
  var wasOpen = false;

  function connect() {
    clearTimeout(retry);
    if (socket && socket.readyState <= 1) return;
    var scheme = location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + location.host + "/ws/me/");
    socket.onopen = function () {
      tries = 0;
      body.dataset.live = "open";
      // Events sent while the socket was down are lost: catch up once.
      if (wasOpen) heard("reconnected", null);
      wasOpen = true;
      // So are those sent between the page's render and this first open: a page that shows
      // something live (a challenge waiting for its answer) reads itself again on this.
      document.dispatchEvent(new CustomEvent("hachi:live-open"));
    };
    socket.onmessage = function (message) {
      var data;
      try { data = JSON.parse(message.data); } catch (error) { return; }
      if (data.type === "user.event") {
        // An outbox event (a live reminder) carries its row's id: a resend is dropped.
        if (data.id) {
          if (seenIds.indexOf(data.id) >= 0) return;
          seenIds.push(data.id);
          if (seenIds.length > 200) seenIds.shift();
        }
        if (data.kind === "challenge") {
          // A challenge made to you, accepted, declined, cancelled or expired (docs/bots.md):
          // the lobby refreshes its list; elsewhere a toast links to the challenge's page.
          var path = "/challenges/" + data.challenge + "/";
          if (location.pathname !== "/" && location.pathname !== path) {
            toast("challenge", "challenge-" + data.challenge, "see challenge #" + data.challenge, path);
          }
          heard("challenge", null);
          return;
        }
        heard(data.kind, data.game);
      }
      else if (data.type === "game.changed") heard("game_changed", data.game);
    };
    socket.onclose = function (event) {
      socket = null;
      body.dataset.live = "closed";
      // 4401: signed out (here or elsewhere) or the password changed; 4403: this page is not
      // on the site's own origin. Neither gets better by reconnecting (games/ws_close.py).
      if (event.code === 4401 || event.code === 4403) return;
      // 1 s, 2 s, 4 s ... at most 30 s, spread so a restarted server is not hit all at once.
      var delay = Math.min(30000, 1000 * Math.pow(2, tries++));
      retry = setTimeout(connect, delay * (0.5 + Math.random() / 2));
    };
  }

  document.addEventListener("visibilitychange", function () {
    if (!document.hidden && !socket) {
      tries = 0;
      connect();
    }
  });
  // A swapped page fragment may bring its own <title>: keep the count in front of it.
  document.addEventListener("htmx:afterSettle", function () { setTitle(shownCount()); });

  setTitle(shownCount());
  connect();
})();
