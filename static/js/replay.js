/* Replay: arrow keys step back and forward, Home and End jump (the links work without it). */
(function () {
  "use strict";
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
