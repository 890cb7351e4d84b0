/* Hachi Train: build a play by tapping the cards of your hand. A tap toggles a card; once the
   tapped cards are exactly a legal play (as listed in "All plays as a list"), a Play button
   names it ("Play two 4s"; a special card read either way gives "Play as 3s" and "Play as
   4s"). The Play button is an ordinary move button, so game.js confirms it like any other.
   Everything is delegated from the document and repainted after every swap of the board, so
   live updates (morph) never break it. Without this script the list of plays does the job. */
(function () {
  "use strict";
  if (window.hachiTrainBoard) return; // a board swapped in again brings this script again
  window.hachiTrainBoard = true;

  var chosen = {}; // positions tapped, as keys
  var chosenAt = null; // the game version they were tapped on

  function byId(id) { return document.getElementById(id); }
  function version() {
    var game = byId("game");
    return game ? game.dataset.version : null;
  }
  function cards() {
    var mine = byId("ht-mine");
    return mine ? Array.prototype.slice.call(mine.querySelectorAll("[data-choice][data-pos]")) : [];
  }
  function listed() {
    var list = byId("ht-all-plays");
    return list ? Array.prototype.slice.call(list.querySelectorAll("button[name=action]")) : [];
  }

  // Only write what differs: an unchanged board must not change at all.
  function setAttr(el, name, value) {
    if (value === null) {
      if (el.hasAttribute(name)) el.removeAttribute(name);
    } else if (el.getAttribute(name) !== value) {
      el.setAttribute(name, value);
    }
  }
  function setText(el, text) { if (el.textContent !== text) el.textContent = text; }

  function selection() {
    return Object.keys(chosen).map(Number).sort(function (a, b) { return a - b; });
  }

  // Why the tapped cards are no play, in a few words ("" when they are one).
  function problem(sel) {
    if (sel[sel.length - 1] - sel[0] + 1 !== sel.length) {
      return "Not a play: the cards must sit side by side.";
    }
    var common = null;
    cards().forEach(function (card) {
      if (!chosen[card.dataset.pos]) return;
      var nums = card.dataset.nums.split(" ");
      common = common === null ? nums : common.filter(function (n) { return nums.indexOf(n) >= 0; });
    });
    if (!common || !common.length) return "Not a play: the cards must show one number.";
    return "Not yet a play: it does not beat the field.";
  }

  function confirming(value) {
    var bar = byId("confirm-bar");
    var send = byId("confirm-send");
    return !!bar && !bar.hidden && !!send && send.value === value;
  }

  function arm(go, play, several) {
    setAttr(go, "type", "submit");
    setAttr(go, "name", "action");
    setAttr(go, "value", play.value);
    setAttr(go, "data-label", play.dataset.label);
    setAttr(go, "aria-label", play.dataset.label);
    setAttr(go, "aria-pressed", confirming(play.value) ? "true" : "false");
    setText(go, several ? play.dataset.as : play.dataset.short);
    setAttr(go, "hidden", null);
  }

  function disarm(go) {
    setAttr(go, "type", "button");
    setAttr(go, "name", null);
    setAttr(go, "value", null);
    setAttr(go, "data-label", null);
    setAttr(go, "aria-label", null);
    setAttr(go, "aria-pressed", null);
    setAttr(go, "hidden", "");
  }

  function paint() {
    if (chosenAt !== null && chosenAt !== version()) { // a new board: start afresh
      chosen = {};
      chosenAt = null;
    }
    var present = {};
    cards().forEach(function (card) {
      present[card.dataset.pos] = true;
      setAttr(card, "aria-pressed", chosen[card.dataset.pos] ? "true" : "false");
    });
    Object.keys(chosen).forEach(function (pos) { if (!present[pos]) delete chosen[pos]; });
    var sel = selection();
    var found = !sel.length ? [] : listed().filter(function (b) {
      return +b.dataset.start === sel[0] && +b.dataset.end === sel[sel.length - 1] &&
        sel.length === sel[sel.length - 1] - sel[0] + 1;
    });
    ["ht-go-1", "ht-go-2"].forEach(function (id, i) {
      var go = byId(id);
      if (!go) return;
      if (found[i]) arm(go, found[i], found.length > 1);
      else disarm(go);
    });
    var note = byId("ht-note");
    if (!note) return;
    var text = !sel.length ? note.dataset.idle : found.length ? "" : problem(sel);
    setText(note, text);
    setAttr(note, "hidden", text ? null : "");
    note.classList.toggle("wrong", !!sel.length && !found.length);
  }

  document.addEventListener("click", function (event) {
    var card = event.target.closest("#ht-mine [data-choice][data-pos]");
    if (card) {
      var pos = card.dataset.pos;
      if (chosen[pos]) delete chosen[pos];
      else chosen[pos] = true;
      chosenAt = version();
      // Other cards now: a move waiting for Confirm is no longer what the player is building.
      var bar = byId("confirm-bar");
      var cancel = byId("confirm-cancel");
      if (bar && !bar.hidden && cancel) cancel.click();
    }
    // game.js (listening before this) clears every pressed mark when a move is selected or
    // cancelled: put the cards' marks back.
    if (event.target.closest("#game")) paint();
  });
  document.addEventListener("keydown", function (event) {
    if (event.key === "Escape") paint();
  });
  document.addEventListener("htmx:afterSwap", paint);
  document.addEventListener("htmx:oobAfterSwap", paint);
  paint();
})();
