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
