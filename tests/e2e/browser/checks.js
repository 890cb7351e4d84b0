/* Page checks the phone tests run inside the page (added to every test page before it loads). */

/* Everything the Content-Security-Policy blocked on this page (listening from the start). */
window.hachiCspViolations = [];
document.addEventListener("securitypolicyviolation", function (e) {
  window.hachiCspViolations.push(e.violatedDirective + " blocked " + (e.blockedURI || "inline") +
    " at " + (e.sourceFile || "") + ":" + e.lineNumber);
});

window.hachiChecks = {
  /* The first thing to tap for a move, as the page is scrolled now (null when none). */
  firstChoice: function () {
    var visible = Array.prototype.filter.call(
      document.querySelectorAll("#game [data-choice], #game button[name=action]"),
      function (e) { return e.offsetParent !== null && e.id !== "confirm-send"; });
    if (!visible.length) return null;
    var r = visible[0].getBoundingClientRect();
    return { top: r.top, bottom: r.bottom, left: r.left, right: r.right,
      what: visible[0].outerHTML.slice(0, 120), height: innerHeight, width: innerWidth };
  },

  /* Elements sticking out on the right outside any box that scrolls or clips on its own. */
  overflow: function () {
    var width = document.documentElement.clientWidth;
    var out = [];
    function contained(el) {
      for (var a = el.parentElement; a; a = a.parentElement) {
        var o = getComputedStyle(a).overflowX;
        if (o === "auto" || o === "scroll" || o === "hidden") return true;
      }
      return false;
    }
    if (document.documentElement.scrollWidth > width) {
      out.push("page " + document.documentElement.scrollWidth);
    }
    document.querySelectorAll("body *").forEach(function (el) {
      var r = el.getBoundingClientRect();
      if (r.width && r.right > width + 1 && !contained(el) &&
          getComputedStyle(el).position !== "fixed") {
        out.push(el.tagName + "." + el.className + " " + Math.round(r.right));
      }
    });
    return out.slice(0, 5);
  },

  /* Text drawn smaller than min CSS px under root (SVG text measured as scaled). */
  smallText: function (root, min) {
    var base = document.querySelector(root);
    var out = [];
    if (!base) return out;
    base.querySelectorAll("*").forEach(function (el) {
      if (el.closest(".vh, [hidden], title")) return;
      var own = Array.prototype.some.call(el.childNodes, function (n) {
        return n.nodeType === 3 && n.textContent.trim();
      });
      if (!own) return;
      var style = getComputedStyle(el);
      if (style.display === "none" || style.visibility === "hidden") return;
      var r = el.getBoundingClientRect();
      if (!r.width || !r.height) return;
      var size = parseFloat(style.fontSize);
      if (el instanceof SVGElement && el.getScreenCTM) {
        var m = el.getScreenCTM();
        if (!m) return;
        size = size * Math.hypot(m.a, m.b);
      }
      if (size < min - 0.01) {
        out.push(el.tagName + ' "' + el.textContent.trim().slice(0, 20) + '" ' + size.toFixed(1));
      }
    });
    return out.slice(0, 8);
  },

  /* Count every change inside #game from now on, and remember #game itself. */
  watch: function () {
    window.__game = document.getElementById("game");
    window.__changes = 0;
    window.__what = [];
    new MutationObserver(function (records) {
      window.__changes += records.length;
      records.forEach(function (r) {
        window.__what.push(r.type + " " + (r.attributeName || "") + " " + r.target.nodeName +
          "#" + (r.target.id || "") + "." + (r.target.className || ""));
      });
    })
      .observe(window.__game, { childList: true, subtree: true, attributes: true,
        characterData: true });
  },

  replacements: function () {
    return { changes: window.__changes, what: window.__what.slice(0, 5),
      same: window.__game === document.getElementById("game") };
  },
};
