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

  // Printable edition: the page's full address (known only here) in the margin of every printed page.
  var printStyle = document.getElementById("print-page");
  if (printStyle) {
    printStyle.textContent = printStyle.textContent.replace(/(@bottom-left \{ content: )"[^"]*"/,
      function (all, head) { return head + JSON.stringify(document.title.split(" — ")[0] + " · " + location.href.split("#")[0]); });
  }

  // Installable and offline: the service worker keeps the whole site once visited (never from file://).
  var root = document.documentElement.getAttribute("data-root") || "./";
  if ("serviceWorker" in navigator && /^https?:$/.test(location.protocol)) {
    navigator.serviceWorker.register(root + "sw.js", { scope: root }).catch(function () {});
  }

  // Home page, « Quelle édition était en vigueur le … ? »: the day looked up in the intervals the build computed
  // with the engine (the script never decides validity itself), then that edition's page.
  var asofForm = document.getElementById("asof-form"), asofData = document.getElementById("asof-data");
  if (asofForm && asofData) {
    var spans = JSON.parse(asofData.textContent), out = document.getElementById("asof-result");
    asofForm.addEventListener("submit", function (ev) {
      ev.preventDefault();
      var day = document.getElementById("asof-date").value.trim(), m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
      var when = m ? m[3] + "/" + m[2] + "/" + m[1] : day, hit = null;
      var real = m && new Date(Date.UTC(+m[1], +m[2] - 1, +m[3])).getUTCDate() === +m[3] && +m[2] >= 1 && +m[2] <= 12;
      out.hidden = false;
      out.textContent = "";
      if (!real) {
        out.textContent = (day ? "Date invalide « " + day + " »" : "Date manquante") +
          " : attendu AAAA-MM-JJ, par exemple 2021-06-15.";
        return;
      }
      spans.forEach(function (s) { if (s.from <= day && (s.until === null || day <= s.until)) hit = s; });
      if (!hit) {
        out.textContent = "Aucune édition du ROPTA en vigueur le " + when + " dans ce site" + (day < spans[0].from ?
          " : la plus ancienne, " + spans[0].label + ", est en vigueur à partir du " + spans[0].from + "." : ".");
        return;
      }
      var href = root + hit.url + (location.protocol === "file:" ? "index.html" : "");
      var a = document.createElement("a");
      a.href = href;
      a.textContent = hit.label;
      out.append("Le " + when + " : ", a, " (" + hit.status_label + ").");
      location.href = href;
    });
  }

  // Search page: Pagefind's index, results that say where they come from; the edition in force first, the
  // superseded copy of an unchanged section dropped, a section number ("9.21") straight to that section in force.
  var results = document.getElementById("search-results");
  if (results && location.protocol !== "file:") {
    var input = document.getElementById("search-input");
    var status = document.getElementById("search-status");
    var numbers = JSON.parse(document.getElementById("search-numbers").textContent || "{}");
    var siteRoot = new URL(results.dataset.base, location.href);
    var numberOf = function (q) { var m = /^\s*§?\s*(\d+(?:\.\d+)*)\s*$/.exec(q); return m && numbers[m[1]] ? m[1] : null; };
    var initial = new URLSearchParams(location.search).get("q") || "";
    if (numberOf(initial)) { location.replace(new URL(numbers[numberOf(initial)][0], siteRoot).href); return; }
    var pagefind = null, seq = 0;
    var clean = function (html) { return html.replace(/<(?!\/?mark>)[^>]*>/g, ""); };
    var item = function (href, title, where, excerpt, attrs) {
      var li = document.createElement("li");
      li.className = "search-result";
      Object.keys(attrs || {}).forEach(function (k) { li.setAttribute(k, attrs[k]); });
      var a = document.createElement("a");
      a.className = "result-link"; a.href = href; a.textContent = title;
      var w = document.createElement("span");
      w.className = "where"; w.textContent = where;
      li.appendChild(a); li.appendChild(document.createTextNode(" ")); li.appendChild(w);
      if (excerpt) { var p = document.createElement("p"); p.className = "excerpt"; p.innerHTML = clean(excerpt); li.appendChild(p); }
      return li;
    };
    var show = async function (q) {
      var mine = ++seq;
      results.textContent = "";
      q = q.trim();
      if (!q) { status.textContent = ""; return; }
      var n = numberOf(q);
      if (n) {
        results.appendChild(item(new URL(numbers[n][0], siteRoot).href, "Aller au " + numbers[n][1], "édition en vigueur", null,
                                 { "data-number": n }));
      }
      if (!pagefind) {
        pagefind = await import(new URL(results.dataset.bundle + "pagefind.js", location.href).href);
        await pagefind.options({ baseUrl: siteRoot.pathname });
      }
      var search = await pagefind.search(q);
      var found = await Promise.all(search.results.slice(0, 30).map(function (r) { return r.data(); }));
      if (mine !== seq) return;
      var urls = {};
      found.forEach(function (d) { urls[new URL(d.url, location.href).pathname] = true; });
      found = found.map(function (d, i) { return { d: d, i: i, tier: Number((d.meta || {}).tier || 2) }; })
        .filter(function (x) {
          var same = (x.d.meta || {}).same_as;
          return !(same && urls[new URL(same, siteRoot).pathname]);
        })
        .sort(function (x, y) { return x.tier - y.tier || x.i - y.i; });
      found.slice(0, 12).forEach(function (x) {
        var m = x.d.meta || {};
        results.appendChild(item(x.d.url, m.title || x.d.url, m.edition || "", x.d.excerpt,
                                 { "data-edition": m.edition_id || "", "data-number": m.number || "" }));
      });
      status.textContent = found.length ? found.length + " section(s) trouvée(s)" + (found.length > 12 ? " ; les 12 premières :" : "")
        : (n ? "" : "Aucune section ne contient ces mots.");
    };
    var timer = null;
    input.addEventListener("input", function () { clearTimeout(timer); timer = setTimeout(function () { show(input.value); }, 150); });
    document.getElementById("search-form").addEventListener("submit", function (ev) {
      ev.preventDefault();
      var n = numberOf(input.value);
      if (n) { location.assign(new URL(numbers[n][0], siteRoot).href); return; }
      history.replaceState(null, "", "?q=" + encodeURIComponent(input.value));
      show(input.value);
    });
    input.value = initial;
    if (initial) { show(initial); } else { input.focus(); }
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
