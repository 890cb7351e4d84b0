/* Replay: the step links load in place (the links work without it); arrow keys step back and
   forward, Home and End jump.

   A link's target is read when it is followed: the morph changes the links' hrefs in place,
   and a handler that remembered the old one (htmx's hx-get is read once per element) would
   send a quick second tap to the step before. */
(function () {
  "use strict";
  var STEP_LINKS = ".replay-controls a[href], #replay .move-log a[href]";

  function show(href, push) {
    if (!window.htmx) { location.href = href; return; }
    // The address first: the step shown always has its own address once it is drawn.
    if (push) history.pushState({ replayStep: href }, "", href);
    htmx.ajax("GET", href, { target: "#replay", select: "#replay", swap: "morph" });
  }

  document.addEventListener("click", function (event) {
    var link = event.target.closest && event.target.closest(STEP_LINKS);
    if (!link || event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey) return;
    event.preventDefault();
    show(link.getAttribute("href"), true);
  });
  window.addEventListener("popstate", function () {
    if (document.getElementById("replay")) show(location.href, false);
  });
  var KEYS = { ArrowLeft: "back", ArrowRight: "forward", Home: "start", End: "end" };
  document.addEventListener("keydown", function (event) {
    var key = KEYS[event.key];
    var target = event.target;
    if (!key || event.altKey || event.ctrlKey || event.metaKey) return;
    if (target.closest && target.closest("input, textarea, select")) return;
    var link = document.querySelector(".replay-controls a[data-key=" + key + "]");
    if (link) {
      event.preventDefault();
      link.click();
    }
  });
  document.addEventListener("input", function (event) {
    if (event.target.id !== "replay-step") return;
    var out = document.querySelector(".replay-count");
    if (out) out.textContent = event.target.value + " / " + event.target.max;
  });
})();
