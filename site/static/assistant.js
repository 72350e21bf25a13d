/* ROPTA en ligne: the assistant page. The project's engine runs here, in Pyodide: the page only calls
   engine.inference.ask (as `ropta ask --json` does) and shows its answer; it decides nothing itself. */
(function () {
  "use strict";
  var box = document.getElementById("assistant");
  if (!box) return;
  var data = JSON.parse(document.getElementById("assistant-data").textContent);
  var form = document.getElementById("assistant-form");
  var input = document.getElementById("situation");
  var state = document.getElementById("etat");
  var answerBox = document.getElementById("reponse");
  var confidence = document.getElementById("confiance");
  var questions = document.getElementById("questions");
  var questionList = document.getElementById("questions-list");
  var factsBox = document.getElementById("faits");
  var given = {};  // facts answered by the floor: name -> value (the CLI's --fact)
  var pending = null;
  var py = null;
  var started = performance.now();

  function el(tag, attrs, text) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { e.setAttribute(k, attrs[k]); });
    if (text !== undefined && text !== null) e.textContent = text;
    return e;
  }
  function abs(rel) { return new URL(rel, location.href).href; }

  async function boot() {
    if (location.protocol === "file:") {
      state.textContent = "L'assistant a besoin d'un serveur web : lancez « ropta site serve » (ou tout serveur), " +
        "puis ouvrez l'adresse qu'il affiche.";
      return;
    }
    var fetched = Promise.all([fetch(abs(box.dataset.engine)), fetch(abs(box.dataset.base))]).then(function (rs) {
      if (!rs[0].ok || !rs[1].ok) throw new Error("fichiers du moteur introuvables");
      return Promise.all([rs[0].arrayBuffer(), rs[1].text()]);
    });  // downloaded while Pyodide starts
    while (!window.loadPyodide) { await new Promise(function (r) { setTimeout(r, 20); }); }
    py = await window.loadPyodide({ indexURL: abs(box.dataset.pyodide), fullStdLib: false });
    box.dataset.pyodideMs = String(Math.round(performance.now() - started));
    var files = await fetched;
    py.unpackArchive(new Uint8Array(files[0]), "zip", { extractDir: "/home/pyodide/ropta" });
    py.globals.set("ROPTA_SNAPSHOT", files[1]);
    py.runPython([
      "import sys, json",
      "sys.path.insert(0, '/home/pyodide/ropta')",
      "from engine import snapshot",
      "from engine.errors import RoptaError",
      "from engine.inference import ask",
      "KB = snapshot.load(ROPTA_SNAPSHOT)",
      "del ROPTA_SNAPSHOT",
      "def ropta_ask(text, facts):",
      "    try:",
      "        return json.dumps(ask(KB, text, facts=json.loads(facts) or None, top=5), ensure_ascii=False, default=str)",
      "    except RoptaError as exc:",
      "        return json.dumps({'error': str(exc)}, ensure_ascii=False)",
    ].join("\n"));
    box.dataset.ready = "1";
    box.dataset.loadMs = String(Math.round(performance.now() - started));
    state.textContent = "Moteur prêt (" + ((performance.now() - started) / 1000).toFixed(1) + " s). Décrivez la situation.";
    if (pending !== null) { run(pending); }
  }

  function run(text) {
    if (!py || !box.dataset.ready) { pending = text; state.textContent = "Chargement du moteur… la question partira dès qu'il sera prêt."; return; }
    pending = null;
    var t0 = performance.now();
    var answer = JSON.parse(py.globals.get("ropta_ask")(text, JSON.stringify(given)));
    box.dataset.answerMs = String(Math.round(performance.now() - t0));
    render(answer);
    box.dataset.answers = String(Number(box.dataset.answers || 0) + 1);
  }

  function render(a) {
    answerBox.textContent = "";
    questionList.textContent = "";
    confidence.hidden = true;
    if (a.error) { state.textContent = a.error; questions.hidden = true; return; }
    state.textContent = a.note || "";
    var results = a.results || [];
    var leads = a.confident === false;
    if (leads) {
      var names = results.slice(0, 3).map(function (r) { return "§" + r.number + " " + r.title; });
      confidence.textContent = data.labels.not_confident.replace("{leads}",
        names.length ? names.join(", ") : data.labels.no_leads);  // the engine's words (engine/labels.py)
      (a.unanswered || []).forEach(function (u) {  // matters the first section does not answer, in the engine's words
        confidence.appendChild(el("span", { class: "unanswered" }, u.text));
      });
      confidence.hidden = false;
    }
    renderFacts(a.facts || []);
    if (a.event) {  // a story of several events: the one ruled on, then the others with their section
      var story = el("div", { class: "story notice" });
      story.appendChild(el("p", {}, data.labels.story_event.replace("{event}", a.event)));
      if ((a.events || []).length) {
        story.appendChild(el("p", {}, data.labels.story_others));
        var evs = el("ul", { class: "events" });
        a.events.forEach(function (e) {
          var s = e.section;
          evs.appendChild(el("li", {}, "« " + e.text + " »" + (s ? " → §" + s.number + " " + s.title : "")));
        });
        story.appendChild(evs);
      }
      answerBox.appendChild(story);
    }
    if (results.length) {
      answerBox.appendChild(el("h2", { id: "h-reponse" }, leads ? "Pistes" : "Sections qui tranchent"));
    }
    var list = el("ol", { class: "results", "aria-labelledby": "h-reponse" });
    results.forEach(function (r, i) {
      var li = el("li", { class: "result" + (i === 0 && !leads ? " first" : ""), "data-rulebook": r.rulebook || r.edition,
                          "data-edition": r.edition, "data-number": r.number, "data-id": r.id });
      var h = el("h3");
      var url = data.urls[r.edition + ":" + r.id];
      var title = "§" + r.number + " " + r.title;
      h.appendChild(url ? el("a", { href: (box.dataset.root || "") + url }, title) : document.createTextNode(title));
      h.appendChild(el("span", { class: "edition" }, " — " + (data.editions[r.edition] || r.edition)));
      li.appendChild(h);
      if (r.decision_label || r.summary) {
        var p = el("p", { class: "summary" });
        p.appendChild(el("span", { class: "badge" }, "Décision, lecture non officielle"));
        p.appendChild(document.createTextNode(" " + [r.decision_label, r.summary].filter(Boolean).join(" : ")));
        li.appendChild(p);
      }
      (r.source || []).forEach(function (words) {
        var q = el("p", { class: "applied small" });
        q.appendChild(document.createTextNode("Le texte appliqué : "));
        q.appendChild(el("q", {}, words.replace(/\s+/g, " ")));
        li.appendChild(q);
      });
      if (r.changed && r.changed.summary) {
        li.appendChild(el("p", { class: "small changed-line" }, "Modifiée dans " + (data.editions[r.changed["in"]] || r.changed["in"]) + " : " + r.changed.summary));
      }
      if (i === 0 && r.edition_notice) {  // a derived edition: what is known of its text, said where its ruling is
        li.appendChild(el("p", { class: "small edition-notice" }, "⚠ " + r.edition_notice));
      }
      if ((r.why || []).length) {
        var d = el("details", i === 0 ? { open: "" } : {});
        d.appendChild(el("summary", {}, "Pourquoi"));
        var ul = el("ul");
        r.why.forEach(function (w) { ul.appendChild(el("li", {}, w)); });
        d.appendChild(ul);
        li.appendChild(d);
      }
      list.appendChild(li);
    });
    answerBox.appendChild(list);
    var qs = a.questions || [];
    questions.hidden = qs.length === 0;
    qs.forEach(function (q) {
      var fs = el("fieldset", { class: "question", "data-fact": q.fact });
      fs.appendChild(el("legend", {}, q.question));
      (q.options || []).forEach(function (o) {
        var b = el("button", { type: "button", "data-value": JSON.stringify(o.value) }, o.label);
        b.addEventListener("click", function () { given[q.fact] = o.value; run(input.value); });
        fs.appendChild(b);
      });
      questionList.appendChild(fs);
    });
  }

  function renderFacts(facts) {
    factsBox.textContent = "";
    var shown = facts.filter(function (f) { return f.source === "given"; });
    factsBox.hidden = shown.length === 0;
    if (!shown.length) return;
    factsBox.appendChild(el("span", {}, "Réponses données : "));
    shown.forEach(function (f) {
      var b = el("button", { type: "button", class: "fact", title: "Retirer cette réponse" }, f.label + " : " + f.value_label + " ✕");
      b.addEventListener("click", function () { delete given[f.name]; run(input.value); });
      factsBox.appendChild(b);
    });
  }

  form.addEventListener("submit", function (ev) {
    ev.preventDefault();
    given = {};
    run(input.value);
  });
  boot().catch(function (err) {
    state.textContent = "Le moteur n'a pas pu démarrer : " + (err && err.message ? err.message : err);
    box.dataset.failed = "1";
  });
})();
