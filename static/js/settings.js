/* Settings: before a new account saves its preferences, preselect the browser's time zone
   (the server's default is UTC); nothing is saved until the person presses Save. */
(function () {
  "use strict";
  var form = document.querySelector("#preferences-form[data-guess-zone]");
  var select = form && form.querySelector("select[name=timezone]");
  var zone = window.Intl && Intl.DateTimeFormat().resolvedOptions().timeZone;
  if (!select || !zone) return;
  var option = Array.prototype.find.call(select.options, function (o) { return o.value === zone; });
  if (option) select.value = zone;
})();
