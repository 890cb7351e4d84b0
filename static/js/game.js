/* The game page: safe taps (select, then confirm), live updates that morph the board in place,
   and a live indicator. Everything here is an improvement: without this script every move is a
   plain form post and the server asks for the confirmation itself. */
(function () {
  "use strict";

  // Attributes the player owns: a live update must not close an opened panel or drop the
  // selection a player is making.
  var OWNED = { "aria-pressed": true, "data-selected": true };
  function keepAttribute(name, node) {
    if (name === "open" && node.tagName === "DETAILS") return true;
    return OWNED[name] === true;
  }

  var selected = null; // the JSON of the move the player tapped once (confirm moves on)

  function game() { return document.getElementById("game"); }
  function moveForm() { return document.getElementById("move-form"); }
  function confirmOn() {
    var g = game();
    return !!g && g.dataset.confirmMoves === "true";
  }
  function buttonsFor(value) {
    var form = moveForm();
    if (!form) return [];
    return Array.prototype.filter.call(
      form.querySelectorAll("button[name=action]"),
      function (b) { return b.value === value && b.id !== "confirm-send"; }
    );
  }
  function labelOf(button) {
    return button.dataset.label || button.getAttribute("aria-label") || button.textContent.trim();
  }

  function clearMarks() {
    var form = moveForm();
    if (!form) return;
    form.querySelectorAll("[aria-pressed=true]").forEach(function (b) {
      b.setAttribute("aria-pressed", "false");
    });
  }

  function showBar(label) {
    var bar = document.getElementById("confirm-bar");
    if (!bar) return;
    document.getElementById("confirm-what").textContent = label;
    document.getElementById("confirm-send").value = selected || "";
    bar.hidden = false;
    document.body.classList.add("confirming");
  }

  function hideBar() {
    var bar = document.getElementById("confirm-bar");
    if (bar) bar.hidden = true;
    document.body.classList.remove("confirming");
  }

  function select(button) {
    clearMarks();
    selected = button.value;
    buttonsFor(selected).forEach(function (b) { b.setAttribute("aria-pressed", "true"); });
    showBar(labelOf(button));
  }

  function cancel() {
    selected = null;
    clearMarks();
    hideBar();
  }

  function send(value) {
    var form = moveForm();
    form.elements.pending.value = value;
    form.elements.confirmed.value = "1";
    var go = document.getElementById("confirm-send");
    go.name = "action";
    go.value = value;
    selected = null;
    hideBar();
    form.classList.add("sending");
    form.requestSubmit(go);
  }

  // Taps on moves: with "confirm moves" on, the first tap selects and the second (or Confirm)
  // sends; with it off the button's own submit goes through untouched.
  document.addEventListener("click", function (event) {
    var cancelLink = event.target.closest("#confirm-cancel");
    if (cancelLink) {
      event.preventDefault();
      cancel();
      return;
    }
    var button = event.target.closest("#confirm-send, #move-form button[name=action]");
    if (!button || !confirmOn()) return;
    event.preventDefault();
    if (moveForm().classList.contains("sending")) return;
    if (button.id === "confirm-send") {
      if (selected || button.value) send(selected || button.value);
    } else if (button.value === selected) {
      send(button.value);
    } else {
      select(button);
    }
  });

  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape" && selected) cancel();
  });

  // After any swap of the board: keep the selection if that move is still offered, else say
  // plainly that it is gone (never send a move chosen on an older board).
  function afterUpdate(event) {
    if (!event.target || event.target.id !== "game") return; // e.g. the live indicator
    var form = moveForm();
    if (form && form.classList.contains("sending")) form.classList.remove("sending");
    if (!selected) {
      hideBar();
      return;
    }
    var still = buttonsFor(selected);
    if (still.length) {
      still.forEach(function (b) { b.setAttribute("aria-pressed", "true"); });
      showBar(labelOf(still[0]));
    } else {
      cancel();
      var line = document.getElementById("decision");
      if (line) line.insertAdjacentHTML("beforeend",
        ' <span class="gone">(the move you selected is no longer possible)</span>');
    }
  }

  if (window.Idiomorph) {
    window.Idiomorph.defaults.callbacks.beforeAttributeUpdated = function (name, node) {
      return !keepAttribute(name, node);
    };
  }

  // A pushed board older than the one shown, or the very same one, is not swapped in.
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    var incoming = event.detail.fragment && event.detail.fragment.firstElementChild;
    var current = game();
    if (!incoming || !current || incoming.id !== "game") return;
    var newVersion = +incoming.dataset.version;
    var oldVersion = +current.dataset.version;
    if (newVersion < oldVersion ||
        (newVersion === oldVersion && incoming.dataset.digest === current.dataset.digest)) {
      event.detail.shouldSwap = false;
    }
  });
  document.addEventListener("htmx:oobAfterSwap", afterUpdate);
  document.addEventListener("htmx:afterSwap", afterUpdate);

  // A failed post still swaps in the refreshed board (the server says what happened).
  document.addEventListener("htmx:beforeSwap", function (event) {
    if (event.detail.xhr && event.detail.xhr.status >= 400 && event.detail.xhr.status < 500) {
      event.detail.shouldSwap = true;
      event.detail.isError = false;
    }
  });
  document.addEventListener("htmx:sendError", function () {
    var form = moveForm();
    if (form && form.classList.contains("sending")) form.classList.remove("sending");
    var line = document.getElementById("decision");
    if (line) line.insertAdjacentHTML("beforeend",
      ' <span class="gone">(no connection: nothing was sent, try again)</span>');
  });

  function setLive(state) {
    var live = document.getElementById("live");
    if (live) live.dataset.state = state;
  }
  document.addEventListener("htmx:wsOpen", function () { setLive("open"); });
  document.addEventListener("htmx:wsClose", function () { setLive("offline"); });
  document.addEventListener("htmx:wsError", function () { setLive("offline"); });
})();
