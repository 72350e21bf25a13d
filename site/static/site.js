/* ROPTA en ligne: progressive enhancements only (every page reads without JavaScript). */
(function () {
  "use strict";

  // Opened from a USB stick (file://): folder links need their index.html; search needs a web server.
  if (location.protocol === "file:") {
    document.querySelectorAll("a[href]").forEach(function (a) {
      var href = a.getAttribute("href");
      if (/^[a-z]+:/i.test(href)) return;
      var parts = href.split("#"), path = parts[0];
      if (path === "" || path.slice(-1) !== "/") return;  // in-page anchors and files stay as they are
      a.setAttribute("href", path + "index.html" + (parts.length > 1 ? "#" + parts[1] : ""));
    });
    document.querySelectorAll(".js-file-only").forEach(function (el) { el.hidden = false; });
    // The search needs a web server: the box says so instead of leading to a folder listing.
    document.querySelectorAll("form.search-form").forEach(function (form) {
      form.addEventListener("submit", function (ev) {
        ev.preventDefault();
        var hint = form.querySelector(".file-hint");
        if (hint) { hint.hidden = false; hint.setAttribute("role", "alert"); }
      });
    });
  }

  // Installable and offline: the service worker keeps the whole site once visited (never from file://).
  var root = document.documentElement.getAttribute("data-root") || "./";
  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    navigator.serviceWorker.register(root + "sw.js", { scope: root }).catch(function () {});
  }

  // Search page: Pagefind UI, prefilled with ?q=.
  var box = document.getElementById("search");
  if (box && location.protocol !== "file:") {
    var start = function () {
      if (!window.PagefindUI) { return setTimeout(start, 30); }
      var base = new URL(box.dataset.base, location.href).pathname;
      var ui = new window.PagefindUI({
        element: "#search", bundlePath: box.dataset.bundle, baseUrl: base,
        showImages: false, resetStyles: false, pageSize: 10, autofocus: true,
        translations: { placeholder: "Rechercher une situation, un mot, un numéro…" }
      });
      var q = new URLSearchParams(location.search).get("q");
      if (q) { ui.triggerSearch(q); }
    };
    start();
  }

  // Concordance table: sort by column, filter by text and divergence kind, all in the page.
  var table = document.getElementById("tda-table");
  if (table) {
    var body = table.tBodies[0];
    var rows = Array.prototype.slice.call(body.rows);
    var filters = document.getElementById("tda-filters");
    var q = document.getElementById("tda-q"), kind = document.getElementById("tda-kind");
    var count = document.getElementById("tda-count");
    filters.hidden = false;
    var norm = function (s) { return s.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase(); };
    var numKey = function (s) { return s.replace(/[^0-9.]/g, "").split(".").map(function (p) { return ("0000" + p).slice(-4); }).join("."); };
    var apply = function () {
      var text = norm(q.value.trim()), k = kind.value, shown = 0;
      rows.forEach(function (r) {
        var ok = (!k || r.dataset.kind === k) && (!text || norm(r.textContent).indexOf(text) !== -1);
        r.hidden = !ok;
        if (ok) shown++;
      });
      count.textContent = shown + " ligne(s) affichée(s) sur " + rows.length;
    };
    q.addEventListener("input", apply);
    kind.addEventListener("change", apply);
    table.querySelectorAll("th[data-sort]").forEach(function (th, index) {
      var col = Array.prototype.indexOf.call(th.parentNode.children, th);
      var button = document.createElement("button");
      button.type = "button";
      button.textContent = th.textContent;
      th.textContent = "";
      th.appendChild(button);
      button.addEventListener("click", function () {
        var asc = th.getAttribute("aria-sort") !== "ascending";
        table.querySelectorAll("th").forEach(function (o) { o.removeAttribute("aria-sort"); });
        th.setAttribute("aria-sort", asc ? "ascending" : "descending");
        var key = function (r) {
          var cell = r.cells[col];
          return th.dataset.sort === "number" ? numKey(cell.dataset.value || cell.textContent) : norm(cell.textContent.trim());
        };
        rows.sort(function (a, b) { var x = key(a), y = key(b); return (x < y ? -1 : x > y ? 1 : 0) * (asc ? 1 : -1); });
        rows.forEach(function (r) { body.appendChild(r); });
      });
    });
    apply();
  }
})();
