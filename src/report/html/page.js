// The script of dmdpy's --html page (inlined by src/report/html.rs). It
// draws the per-function table, the shaded source listing and the
// step-through from the data embedded in #dmdpy-data, and filters them on
// a click. No library, nothing fetched. When it has drawn everything it
// sets data-status="ready" on <body> (tests/html.rs waits for it);
// the error handler in <head> records any script error as data-error.
"use strict";
(function () {
  const started = performance.now();
  const data = JSON.parse(document.getElementById("dmdpy-data").textContent);
  const fmt = (n) => Number(n).toLocaleString("en-US");
  const pct = (part, whole) => (Number(whole) > 0 ? (100 * Number(part)) / Number(whole) : 0);

  // el("td", {class: "num"}, "12"): an element with attributes and children.
  function el(tag, attrs, ...children) {
    const node = document.createElement(tag);
    for (const [k, v] of Object.entries(attrs || {})) node.setAttribute(k, v);
    for (const c of children) node.append(c);
    return node;
  }

  // The function holding each line of each file: the innermost def, else
  // the module's top level. Keys match the report's functions:
  // "file:definition line:name".
  const ownerKey = (file, line, name) => file + ":" + line + ":" + name;
  const owners = data.files.map((file) => {
    const defs = data.functions.filter((f) => f.file === file.name);
    return file.lines.map((_, i) => {
      const line = i + 1;
      let best = null;
      for (const f of defs) {
        if (f.first_line <= line && line <= f.last_line && (!best || f.last_line - f.first_line < best.last_line - best.first_line)) best = f;
      }
      return best ? ownerKey(file.name, best.first_line, best.name) : ownerKey(file.name, 0, "<module>");
    });
  });

  // The first trace with reads is shown first (a score page's module load
  // may have none).
  const state = { section: Math.max(0, data.sections.findIndex((s) => Number(s.report.reads) > 0)), filter: null, line: null, read: 0 };

  // The URL's fragment keeps the view, so that a link (or a test) can
  // open the page on it: #section=1&line=prog.dmd:7 (or &function=KEY)&read=5.
  function readHash() {
    const p = new URLSearchParams(location.hash.slice(1));
    const section = p.has("section") ? Number(p.get("section")) : NaN;
    if (Number.isInteger(section) && section >= 0 && section < data.sections.length) state.section = section;
    const line = p.get("line");
    const at = line ? line.lastIndexOf(":") : -1;
    const fi = at > 0 ? data.files.findIndex((f) => f.name === line.slice(0, at)) : -1;
    const n = at > 0 ? Number(line.slice(at + 1)) : 0;
    if (fi >= 0 && Number.isInteger(n) && n >= 1 && n <= data.files[fi].lines.length) {
      state.line = line;
      state.filter = owners[fi][n - 1];
    } else if (p.get("function")) {
      state.filter = p.get("function");
    }
    const read = Number(p.get("read"));
    if (Number.isInteger(read) && read > 0) state.read = read - 1;
  }

  function writeHash() {
    const p = new URLSearchParams();
    p.set("section", String(state.section));
    if (state.line !== null) p.set("line", state.line);
    else if (state.filter !== null) p.set("function", state.filter);
    if (state.read > 0) p.set("read", String(state.read + 1));
    history.replaceState(null, "", "#" + p.toString());
  }

  function drawTabs() {
    const nav = document.getElementById("tabs");
    nav.replaceChildren();
    data.sections.forEach((s, i) => {
      const b = el("button", { type: "button", class: i === state.section ? "active" : "" }, s.title);
      b.addEventListener("click", () => { state.section = i; state.filter = null; state.line = null; draw(); });
      nav.append(b);
    });
    document.querySelectorAll("figure.chart").forEach((f) => f.classList.toggle("picked", Number(f.dataset.section) === state.section));
  }

  function functionLabel(f, all) {
    const twins = all.filter((g) => g.name === f.name).length;
    return twins > 1 ? f.name + " (line " + f.line + ")" : f.name;
  }

  function shareCell(part, whole) {
    const p = pct(part, whole);
    return el("td", { class: "share" }, el("span", { class: "barfill", style: "width:" + p.toFixed(1) + "%" }), el("span", { class: "num" }, p.toFixed(1) + "%"));
  }

  function drawFunctions(report) {
    const table = el("table", { class: "functions" });
    table.append(el("tr", {}, el("th", {}, "function"), el("th", {}, "reads"), el("th", {}, "cost"), el("th", {}, "share")));
    for (const f of report.functions) {
      const key = ownerKey(f.file, f.line, f.name);
      const row = el("tr", { class: "row" + (state.filter === key ? " picked" : ""), title: f.file + (f.line ? ":" + f.line : "") },
        el("td", {}, functionLabel(f, report.functions)), el("td", {}, fmt(f.reads)), el("td", {}, fmt(f.cost)), shareCell(f.cost, report.cost));
      row.addEventListener("click", () => { state.filter = state.filter === key ? null : key; state.line = null; draw(); });
      table.append(row);
    }
    document.getElementById("functions").replaceChildren(el("h3", {}, "Per function"), table);
  }

  function drawListing(report) {
    const byFile = new Map();
    for (const l of report.lines) {
      if (!byFile.has(l.file)) byFile.set(l.file, new Map());
      byFile.get(l.file).set(l.line, l);
    }
    let hottest = 0;
    for (const l of report.lines) hottest = Math.max(hottest, Number(l.cost));
    const listing = document.getElementById("listing");
    listing.replaceChildren();
    if (report.lines.length === 0) listing.append(el("p", { class: "message" }, "This trace made no reads."));
    data.files.forEach((file, fi) => {
      const costs = byFile.get(file.name);
      if (!costs) return;
      let fileCost = 0;
      for (const l of costs.values()) fileCost += Number(l.cost);
      const table = el("table", { class: "listing" });
      let shown = 0;
      file.lines.forEach((text, i) => {
        const line = i + 1;
        const owner = owners[fi][i];
        const c = costs.get(line);
        const hidden = state.filter !== null && owner !== state.filter;
        const picked = state.line === file.name + ":" + line;
        const row = el("tr", { class: (c ? "priced" : "") + (hidden ? " hidden" : "") + (picked ? " picked" : "") },
          el("td", { class: "ln" }, String(line)),
          el("td", { class: "num" }, c ? fmt(c.reads) : ""),
          el("td", { class: "num" }, c ? fmt(c.cost) : ""),
          el("td", { class: "num" }, c ? pct(c.cost, report.cost).toFixed(1) + "%" : ""),
          el("td", { class: "src" }, text));
        if (c) {
          // Shaded by the line's cost, relative to the costliest line.
          const alpha = 0.06 + 0.6 * (Number(c.cost) / Math.max(hottest, 1));
          row.lastChild.style.background = "rgba(var(--hot), " + alpha.toFixed(3) + ")";
          row.title = "line " + line + ": " + fmt(c.reads) + " reads, cost " + fmt(c.cost);
          row.addEventListener("click", () => {
            const same = state.line === file.name + ":" + line;
            state.line = same ? null : file.name + ":" + line;
            state.filter = same ? null : owner;
            draw();
          });
        }
        if (!hidden) shown++;
        table.append(row);
      });
      const head = el("h3", {}, file.name + " ", el("small", {}, "cost " + fmt(fileCost) + " (" + pct(fileCost, report.cost).toFixed(1) + "%)"));
      listing.append(el("div", { class: "file" + (shown ? "" : " hidden") }, head, table));
    });
  }

  function drawFilter(report) {
    const bar = document.getElementById("filter");
    bar.replaceChildren();
    if (state.filter === null) return;
    const f = report.functions.find((g) => ownerKey(g.file, g.line, g.name) === state.filter);
    const name = f ? functionLabel(f, report.functions) : state.filter.split(":").slice(-1)[0];
    const clear = el("button", { type: "button" }, "show all");
    clear.addEventListener("click", () => { state.filter = null; state.line = null; draw(); });
    bar.append("showing only " + name + (f ? ": cost " + fmt(f.cost) + ", " + fmt(f.reads) + " reads" : ""), clear);
  }

  function draw() {
    const report = data.sections[state.section] ? data.sections[state.section].report : null;
    drawTabs();
    if (!report) {
      document.getElementById("listing").replaceChildren(el("p", { class: "message" }, "Nothing was priced."));
      return;
    }
    drawFilter(report);
    drawFunctions(report);
    drawListing(report);
    writeHash();
  }

  // ----- the step-through -----

  function drawSteps() {
    const box = document.getElementById("stepper");
    const s = data.steps;
    if (s.state === "too_large") {
      box.append(el("p", { class: "message" }, "The step-through is kept for runs of at most " + fmt(s.max_reads) + " reads and " + fmt(s.max_events) + " events; this run made " + fmt(s.reads) + " reads and " + fmt(s.events) + " events. Run a smaller input (--set) to step through it."));
      return;
    }
    if (s.state !== "ready") {
      box.append(el("p", { class: "message" }, "No step-through: " + s.message + "."));
      return;
    }
    if (s.reads.length === 0) {
      box.append(el("p", { class: "message" }, "The run made no reads."));
      return;
    }
    const spent = [];
    let sum = 0;
    for (const r of s.reads) { sum += Number(r[5]); spent.push(sum); }
    const slider = el("input", { type: "range", min: "0", max: String(s.reads.length - 1), value: "0", "aria-label": "read" });
    const prev = el("button", { type: "button" }, "◀");
    const next = el("button", { type: "button" }, "▶");
    const now = el("div", { class: "now" });
    const stack = el("div", { class: "stack" });
    box.append(el("p", { class: "hint" }, fmt(s.reads.length) + " block reads (" + fmt(s.words) + " words). Each block read, in order, with the top " + s.shown + " blocks of the stack it was priced against (a batch of reads is priced before any of its blocks moves). Arrow keys step too."),
      el("div", { class: "controls" }, prev, slider, next), now, stack);
    const hue = (key) => "hsl(" + ((key * 47) % 360) + " 60% 50%)";
    function block(key, width, depth, read, note) {
      const b = el("div", { class: "block" + (read ? " read" : "") },
        el("span", {}, width > 1 ? "depth " + depth + "–" + (depth + width - 1) : "depth " + depth),
        el("span", {}, "v" + key), el("span", {}, (width > 1 ? width + " words" : "1 word") + (note ? " · " + note : "")));
      b.style.setProperty("--hue", hue(key));
      return b;
    }
    function show(i) {
      const [batch, key, width, depth, imported, cost, fileIndex, line] = s.reads[i];
      const b = s.batches[batch];
      const file = data.files[fileIndex];
      const text = file ? (file.lines[line - 1] || "").trim() : "";
      now.replaceChildren(
        el("div", {}, el("b", {}, "block read " + fmt(i + 1) + " of " + fmt(s.reads.length)), " · block v" + key + " at depth " + depth + (width > 1 ? " (" + width + " words)" : "") + " · cost " + fmt(cost) + " · run's cost so far " + fmt(spent[i])),
        el("div", {}, (file ? file.name + ":" + line + "  " : ""), el("code", {}, text)),
        el("div", { class: "hint" }, "stack before this batch: " + fmt(b[0]) + " blocks, " + fmt(b[1]) + " words"));
      stack.replaceChildren();
      let d = 1;
      let found = false;
      for (let j = 2; j < b.length; j += 2) {
        const isRead = !imported && b[j] === key && d === depth;
        found = found || isRead;
        stack.append(block(b[j], b[j + 1], d, isRead, isRead ? "read" : ""));
        d += b[j + 1];
      }
      const shownBlocks = (b.length - 2) / 2;
      if (imported) {
        if (shownBlocks < b[0]) stack.append(el("div", { class: "gap" }, "⋮ " + fmt(b[0] - shownBlocks) + " more blocks"));
        stack.append(block(key, width, depth, true, "read from below the stack (made before the run was metered)"));
      } else if (!found) {
        stack.append(el("div", { class: "gap" }, "⋮ " + fmt(depth - d) + " more words"));
        stack.append(block(key, width, depth, true, "read"));
      }
      slider.value = String(i);
      state.read = i;
      writeHash();
    }
    const go = (i) => show(Math.max(0, Math.min(s.reads.length - 1, i)));
    slider.addEventListener("input", () => go(Number(slider.value)));
    prev.addEventListener("click", () => go(Number(slider.value) - 1));
    next.addEventListener("click", () => go(Number(slider.value) + 1));
    slider.addEventListener("keydown", (e) => e.stopPropagation());
    document.addEventListener("keydown", (e) => {
      if (e.key === "ArrowRight") go(Number(slider.value) + 1);
      if (e.key === "ArrowLeft") go(Number(slider.value) - 1);
    });
    go(state.read);
  }

  readHash();
  draw();
  drawSteps();
  // For tests/html.rs: how many charts have a size on screen.
  let drawn = 0;
  document.querySelectorAll("svg.histogram").forEach((svg) => {
    const box = svg.getBoundingClientRect();
    if (box.width > 0 && box.height > 0) drawn++;
  });
  document.body.dataset.charts = String(drawn);
  let lines = 0;
  document.querySelectorAll("svg.timeline path.line").forEach((path) => {
    const box = path.getBoundingClientRect();
    if (box.width > 0 && path.getTotalLength() > 0) lines++;
  });
  document.body.dataset.timelines = String(lines);
  document.body.dataset.renderMs = String(Math.round(performance.now() - started));
  document.body.dataset.status = "ready";
})();
