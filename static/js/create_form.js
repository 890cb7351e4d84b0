/* The create form (templates/games/new.html): an option that has an effect only with another
   option's value (its input names that field in data-shown-with and the value in
   data-shown-value, from games/web/game_texts.py) is hidden while the other option differs.
   Without script every option shows, its label saying when it applies; the server ignores the
   hidden ones either way (GameCreateForm._applies). */
(function () {
  "use strict";
  var form = document.querySelector("form.create-game");
  if (!form) return;

  function update() {
    form.querySelectorAll("[data-shown-with]").forEach(function (input) {
      var other = form.elements.namedItem(input.dataset.shownWith);
      var field = input.closest(".field");
      if (other && field) field.hidden = other.value !== input.dataset.shownValue;
    });
  }

  form.addEventListener("change", update);
  update();
})();
