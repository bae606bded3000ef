// Generated from the files in Web/Page by scripts/page-assets.mjs (`make page-assets`); edit those.

/// The web explorer's files, embedded in the binary.
enum PageAssets {
    /// The document, with `{{name}}` where the page puts its parts. (Web/Page/page.html)
    static let html = #"""
<!DOCTYPE html>
<html lang="en" data-theme="{{theme}}">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="{{csp}}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{title}} · vsm-inspect explorer</title>
<link rel="icon" href="data:,">
<style>{{style}}</style>
</head>
<body>
<header id="top">
  <h1 id="machine-name"></h1>
  <span id="machine-stats"></span>
  <span id="live-status" hidden></span>
  <span class="keys">j/k or ←/→ step · 1–9 take a move · / search · double-click a group to expand it</span>
</header>
<div id="notice" role="status" hidden></div>
<main>
  <aside id="side">
    <section id="findings-section">
      <h2>Findings <span id="findings-count" class="count"></span></h2>
      <ol id="findings"></ol>
    </section>
    <section id="state-section">
      <h2>Current state</h2>
      <div id="current-state" class="state-name"></div>
      <dl id="state-facts"></dl>
      <pre id="state-data" hidden></pre>
      <details id="changes" open>
        <summary>What changed <span id="changes-step" class="count"></span></summary>
        <ul id="changes-list"></ul>
      </details>
      <div class="buttons">
        <button id="back" title="k or ←">◀ Back</button>
        <button id="forward" title="j or →">Forward ▶</button>
        <button id="reset">Reset</button>
      </div>
      <h3>Moves <span id="moves-count" class="count"></span></h3>
      <ol id="moves"></ol>
      <h3>Path</h3>
      <div id="replay-bar" hidden>
        <span id="replay-title"></span>
        <button id="replay-play">Pause</button>
        <button id="replay-stop">Stop</button>
      </div>
      <nav id="breadcrumb" aria-label="Path walked"></nav>
      <div class="buttons">
        <button id="copy-test">Copy as Swift test</button>
        <button id="copy-json">Copy as JSON</button>
      </div>
      <div id="export-status"></div>
      <textarea id="export-text" readonly hidden spellcheck="false"></textarea>
    </section>
  </aside>
  <section id="diagram-pane">
    <div id="toolbar">
      <input id="search" type="search" placeholder="Search a state or kind (/)" autocomplete="off">
      <span id="search-count" class="count"></span>
      <span id="view-buttons"></span>
      <button id="collapse-parents" hidden>Collapse parents</button>
      <button id="zoom-in" title="Zoom in">+</button>
      <button id="zoom-out" title="Zoom out">−</button>
      <button id="zoom-fit" title="Show the whole diagram">Fit</button>
      <details id="legend">
        <summary>Legend</summary>
        <ul>
          <li><span class="swatch current"></span>the current state (in every region of a chart)</li>
          <li><span class="swatch next"></span>a next move: click to take it</li>
          <li><span class="swatch path"></span>the path walked</li>
          <li><span class="swatch match"></span>a search match</li>
          <li><span class="swatch finding"></span>the states of the finding shown</li>
          <li><span class="check fails-label">failing</span> a finding that fails its check</li>
          <li><span class="check warn-label">warning</span> a finding that only warns</li>
        </ul>
      </details>
    </div>
    <ol id="search-results" hidden></ol>
    <div id="diagram"></div>
  </section>
</main>

<div id="views" hidden>
{{views}}</div>
<script type="application/json" id="machine-data">{{data}}</script>
<script>{{script}}</script>
</body>
</html>

"""#

    /// The style: light by default, dark with `--theme dark`. (Web/Page/page.css)
    static let style = #"""
:root { --bg: #ffffff; --panel: #f7f9fc; --text: #1a202c; --muted: #5a6578; --line: #d5dbe5;
  --accent: #2b6cb0; --current: #d53f8c; --next: #2f855a; --path: #3182ce; --match: #f6e05e;
  --fail: #c53030; --warn: #b7791f; --chip: #eef2f7; }
[data-theme="dark"] { --bg: #1a202c; --panel: #232b3a; --text: #f7fafc; --muted: #a0aec0; --line: #3a4556;
  --accent: #63b3ed; --current: #f687b3; --next: #68d391; --path: #63b3ed; --match: #b7791f;
  --fail: #fc8181; --warn: #f6ad55; --chip: #2d3748; }
* { box-sizing: border-box; }
[hidden] { display: none !important; }
html, body { margin: 0; height: 100%; background: var(--bg); color: var(--text);
  font: 14px/1.4 -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; }
body { display: flex; flex-direction: column; }
header { display: flex; align-items: baseline; gap: 12px; padding: 8px 14px; border-bottom: 1px solid var(--line); }
header h1 { font-size: 18px; margin: 0; }
header .keys { margin-left: auto; color: var(--muted); font-size: 12px; }
#machine-stats, .count { color: var(--muted); font-size: 12px; font-weight: normal; }
#live-status { font-size: 12px; padding: 1px 8px; border-radius: 9px; background: var(--chip); }
#notice { padding: 6px 14px; background: #fefcbf; color: #5f370e; border-bottom: 1px solid var(--line); }
#notice button { margin-left: 6px; }
main { flex: 1; display: flex; min-height: 0; }
aside { width: 400px; min-width: 300px; overflow-y: auto; padding: 0 14px 20px; border-right: 1px solid var(--line);
  background: var(--panel); }
h2 { font-size: 15px; margin: 14px 0 6px; }
h3 { font-size: 13px; margin: 12px 0 4px; color: var(--muted); text-transform: uppercase; letter-spacing: .03em; }
ol { margin: 0; padding: 0; list-style: none; }
button { font: inherit; font-size: 13px; padding: 3px 9px; border: 1px solid var(--line); border-radius: 5px;
  background: var(--bg); color: var(--text); cursor: pointer; }
button:hover:not(:disabled) { border-color: var(--accent); }
button:disabled { opacity: .45; cursor: default; }
.buttons { display: flex; gap: 6px; flex-wrap: wrap; margin: 8px 0; }
.state-name { font: 600 15px/1.35 ui-monospace, Menlo, Consolas, monospace; word-break: break-word; white-space: pre-wrap;
  padding: 6px 8px; border-left: 4px solid var(--current); background: var(--bg); }
dl { display: grid; grid-template-columns: auto 1fr; gap: 2px 10px; margin: 6px 0; font-size: 13px; }
dt { color: var(--muted); }
dd { margin: 0; word-break: break-word; }
pre { font: 12px/1.35 ui-monospace, Menlo, Consolas, monospace; background: var(--bg); border: 1px solid var(--line);
  padding: 6px 8px; margin: 6px 0; overflow: auto; max-height: 220px; white-space: pre-wrap; word-break: break-word; }
.mark { display: inline-block; font-size: 11px; padding: 0 6px; border-radius: 8px; margin-right: 4px;
  background: var(--chip); }
.mark.fails { background: #fed7d7; color: #822727; }
.mark.warn { background: #feebc8; color: #7b341e; }
#moves li, #search-results li { margin: 2px 0; }
.move { display: block; width: 100%; text-align: left; font-family: ui-monospace, Menlo, Consolas, monospace;
  font-size: 12px; word-break: break-word; white-space: pre-wrap; }
.move .number { color: var(--muted); margin-right: 6px; }
.move .action { color: var(--next); font-weight: 600; }
.alternatives { border-left: 3px solid var(--next); padding-left: 6px; margin: 4px 0; }
.alternatives > .label { font-size: 12px; color: var(--muted); }
.choose { outline: 2px solid var(--current); }
#breadcrumb { display: flex; flex-wrap: wrap; gap: 2px 4px; align-items: center; font-size: 12px;
  font-family: ui-monospace, Menlo, Consolas, monospace; }
#breadcrumb .crumb { border: none; background: none; padding: 1px 3px; color: var(--accent); font-size: 12px;
  font-family: inherit; text-align: left; word-break: break-word; }
#breadcrumb .crumb.here { color: var(--text); font-weight: 700; background: var(--bg); border-radius: 3px; }
#breadcrumb .crumb.future { color: var(--muted); opacity: .7; }
#breadcrumb .arrow { color: var(--muted); }
#replay-bar { display: flex; gap: 6px; align-items: center; font-size: 12px; margin: 4px 0; }
#export-text { width: 100%; height: 200px; font: 11px/1.3 ui-monospace, Menlo, Consolas, monospace; }
#export-status { font-size: 12px; color: var(--muted); }
.finding { border-left: 4px solid var(--warn); background: var(--bg); padding: 5px 8px; margin: 6px 0; font-size: 13px; }
.finding.fails { border-left-color: var(--fail); }
.finding.selected { outline: 2px solid var(--accent); }
.finding .check, #legend .check { font-weight: 700; margin-right: 6px; }
.finding .fails-label, #legend .fails-label { color: var(--fail); }
.finding .warn-label, #legend .warn-label { color: var(--warn); }
.finding details { margin-top: 4px; }
.finding .instance { display: flex; gap: 6px; align-items: baseline; margin: 2px 0; }
.state-link { border: none; background: var(--chip); border-radius: 3px; padding: 0 5px; margin: 1px 2px;
  font: 12px ui-monospace, Menlo, Consolas, monospace; color: var(--accent); cursor: pointer; word-break: break-word; }
.none { color: var(--muted); font-size: 13px; }
#diagram-pane { flex: 1; display: flex; flex-direction: column; min-width: 0; position: relative; }
#toolbar { display: flex; gap: 6px; align-items: center; padding: 6px 10px; border-bottom: 1px solid var(--line); flex-wrap: wrap; }
#search { width: 300px; font: inherit; padding: 3px 8px; border: 1px solid var(--line); border-radius: 5px;
  background: var(--bg); color: var(--text); }
#view-buttons button.active { background: var(--accent); color: #fff; border-color: var(--accent); }
#search-results { position: absolute; top: 42px; left: 10px; z-index: 5; width: 420px; max-height: 50%; overflow-y: auto;
  background: var(--bg); border: 1px solid var(--line); border-radius: 6px; box-shadow: 0 6px 18px rgba(0,0,0,.15);
  padding: 4px; }
#search-results button { display: block; width: 100%; text-align: left; border: none; font-size: 12px;
  font-family: ui-monospace, Menlo, Consolas, monospace; word-break: break-word; }
#search-results .kind-result { color: var(--accent); }
#search-results .more { color: var(--muted); font-size: 12px; padding: 2px 9px; }
#diagram { flex: 1; min-height: 0; overflow: hidden; cursor: grab; user-select: none; }
#diagram.panning { cursor: grabbing; }
#diagram > svg { width: 100%; height: 100%; display: block; }
#diagram .none { padding: 20px; }
#diagram g.node, #diagram g.edge { cursor: pointer; }
#diagram g.vx-path polygon, #diagram g.vx-path path, #diagram g.vx-path rect { stroke: var(--path); stroke-width: 2.6px; }
#diagram g.edge.vx-path polygon { fill: var(--path); }
#diagram g.vx-next path, #diagram g.vx-next polygon, #diagram g.vx-next rect { stroke: var(--next); stroke-width: 3px; }
#diagram g.edge.vx-next polygon { fill: var(--next); }
#diagram g.edge.vx-next text { fill: var(--next); font-weight: 700; }
#diagram g.vx-match path, #diagram g.vx-match polygon, #diagram g.vx-match rect { fill: var(--match); }
#diagram g.vx-finding path, #diagram g.vx-finding polygon, #diagram g.vx-finding rect { stroke: var(--fail); stroke-width: 4px; stroke-dasharray: 6 3; }
#diagram g.vx-current path, #diagram g.vx-current polygon, #diagram g.vx-current rect { stroke: var(--current); stroke-width: 4.5px; }
#diagram g.vx-current text { font-weight: 700; }
.vx-expansion > rect.frame, .vx-collapsed > rect.frame { fill: var(--bg); stroke: var(--accent); stroke-width: 1.5px;
  filter: drop-shadow(0 3px 6px rgba(0,0,0,.25)); }
.vx-expansion text, .vx-collapsed text { font: 10px Helvetica, Arial, sans-serif; fill: var(--text); }
.vx-expansion text.title, .vx-collapsed text.title { font-weight: 700; font-size: 11px; }
.vx-chip rect { fill: var(--chip); stroke: var(--line); stroke-width: 1px; }
.vx-chip { cursor: pointer; }
.vx-close { cursor: pointer; }
@media (max-width: 900px) { main { flex-direction: column; } aside { width: auto; max-height: 45%; } }
#changes { margin: 6px 0; }
#changes summary { cursor: pointer; font-weight: 600; }
#changes-list { margin: 4px 0; padding-left: 18px; font: 12px ui-monospace, Menlo, Consolas, monospace; }
#changes-list .left { color: var(--fail); }
#changes-list .entered { color: var(--next); }
#legend { position: relative; }
#legend summary { cursor: pointer; }
#legend ul { position: absolute; right: 0; z-index: 5; margin: 4px 0 0; padding: 8px 12px; list-style: none; width: 300px;
  background: var(--panel); border: 1px solid var(--line); border-radius: 4px; }
#legend li { margin: 4px 0; }
.swatch { display: inline-block; width: 22px; height: 12px; margin-right: 8px; vertical-align: middle; border-radius: 3px;
  border: 2px solid var(--line); }
.swatch.current { border: 4px solid var(--current); height: 8px; width: 18px; }
.swatch.next { border-color: var(--next); border-width: 3px; }
.swatch.path { border-color: var(--path); }
.swatch.match { background: var(--match); }
.swatch.finding { border: 3px dashed var(--fail); }

"""#

    /// The script's pure functions (tested by `node --test` in Tests/Web). (Web/Page/logic.js)
    static let logic = #"""
// The explorer's pure logic: functions of the machine's data and their arguments only, with
// no document, no window and no state of their own. page.js calls them in the browser;
// Tests/Web calls them under `node --test`.
const PageLogic = (() => {
'use strict';

/**
 * The moves indexed by state: the moves of state s are firstMove[s] ..< firstMove[s + 1]
 * (the graph lists moves in state order), with each move's source, action number and states.
 * @param {Array<{from: number, action: string, states: number[]}>} moves
 * @param {number} stateCount
 * @param {Map<string, number>} actionNumber
 */
function indexMoves(moves, stateCount, actionNumber) {
  const M = moves.length;
  const moveFrom = new Int32Array(M), moveAction = new Int32Array(M), moveStates = new Array(M);
  const firstMove = new Int32Array(stateCount + 1);
  for (let m = 0; m < M; m++) {
    const move = moves[m];
    moveFrom[m] = move.from;
    moveAction[m] = actionNumber.get(move.action);
    moveStates[m] = move.states;
    firstMove[move.from + 1] = m + 1;
  }
  for (let s = 1; s <= stateCount; s++) if (firstMove[s] < firstMove[s - 1]) firstMove[s] = firstMove[s - 1];
  return { moveFrom, moveAction, moveStates, firstMove };
}

/**
 * The shortest path to a state, from the move that first reached each state (-1: initial).
 * A step is a move and how many of its states were taken.
 */
function shortestPath(target, reachedBy, index) {
  const reversed = [];
  let at = target;
  while (reachedBy[at] >= 0) {
    const m = reachedBy[at];
    reversed.push({ move: m, taken: index.moveStates[m].indexOf(at) + 1 });
    at = index.moveFrom[m];
  }
  return { start: at, steps: reversed.reverse() };
}

/**
 * A name as a link writes it: letters, digits and `-_.~!$'()*+,;@` as they are, anything else
 * percent-escaped (UTF-8), so `/`, `:`, `&`, `=`, `#` and `%` in a name are never separators.
 */
const linkName = name => name.replace(/[^A-Za-z0-9\-_.~!$'()*+,;@]/gu, c => encodeURIComponent(c));

/**
 * The fragment's parameters (`path=load/finish&view=chart`) by name, their values as written
 * (not yet unescaped: a path's `/` and `:` separate its parts only where they are unescaped).
 */
function parseFragment(hash) {
  const params = new Map();
  for (const pair of hash.replace(/^#/, '').split('&')) {
    if (!pair) continue;
    const equals = pair.indexOf('=');
    params.set(equals < 0 ? pair : pair.slice(0, equals), equals < 0 ? '' : pair.slice(equals + 1));
  }
  return params;
}

/** A fragment value unescaped, or null when its escapes are broken. */
function unescapeValue(text) {
  try { return decodeURIComponent(text); } catch { return null; }
}

/**
 * A step as a link names it: its action; then `:STATE`, the state it stops at, when the
 * action names several moves of its state or the step took part of its move only; then
 * `:K` when that state comes more than once in the move (its K-th time).
 * @param {{ move: number, taken: number }} step
 * @param {string[]} actions the graph's action names, by the numbers in `index.moveAction`
 */
function stepName(step, index, actions, names) {
  const m = step.move, from = index.moveFrom[m], action = index.moveAction[m];
  let alternatives = 0;
  for (let k = index.firstMove[from]; k < index.firstMove[from + 1]; k++) if (index.moveAction[k] === action) alternatives++;
  const states = index.moveStates[m];
  const name = linkName(actions[action]);
  if (alternatives === 1 && step.taken === states.length) return name;
  const target = states[step.taken - 1];
  let occurrence = 0;
  for (let i = 0; i < step.taken; i++) if (states[i] === target) occurrence++;
  return name + ':' + linkName(names[target]) + (occurrence > 1 ? ':' + occurrence : '');
}

/** A walk as the fragment's `path` value: its steps' names joined by `/`. */
function formatPath(steps, index, actions, names) {
  return steps.map(step => stepName(step, index, actions, names)).join('/');
}

/**
 * The fragment's `path` value walked from `start`: the steps it names, and where it broke, or
 * null. `broken` has the step's number from 1, its text, the state it is not a move of, and
 * why: `no-move` (no move of that action), `no-state` (no such move reaches the state named),
 * `ambiguous` (several moves of that action and no state to choose by), `unreadable`.
 */
function resolvePath(text, start, index, actions, names) {
  const steps = [];
  let at = start;
  const parts = text ? text.split('/') : [];
  for (const [offset, part] of parts.entries()) {
    const pieces = part.split(':').map(unescapeValue);
    const broken = reason => ({ steps, broken: { step: offset + 1, part: pieces.includes(null) ? part : pieces.join(':'), at, reason } });
    if (pieces.includes(null) || pieces.length > 3 || !pieces[0]) return broken('unreadable');
    const [action, stateName, countText] = pieces;
    const occurrence = countText === undefined ? 1 : Number(countText);
    if (!(occurrence >= 1 && Number.isInteger(occurrence))) return broken('unreadable');
    const candidates = [];
    for (let m = index.firstMove[at]; m < index.firstMove[at + 1]; m++) if (actions[index.moveAction[m]] === action) candidates.push(m);
    if (!candidates.length) return broken('no-move');
    let step = null;
    if (stateName === undefined) {
      if (candidates.length > 1) return broken('ambiguous');
      step = { move: candidates[0], taken: index.moveStates[candidates[0]].length };
    } else {
      for (const m of candidates) {
        let seen = 0;
        const taken = index.moveStates[m].findIndex(s => names[s] === stateName && ++seen === occurrence) + 1;
        if (taken > 0) { step = { move: m, taken }; break; }
      }
      if (!step) return broken('no-state');
    }
    steps.push(step);
    at = index.moveStates[step.move][step.taken - 1];
  }
  return { steps, broken: null };
}

/**
 * The state a broken link was going to: the last state its unread steps name that the machine
 * has, else null. The page offers it by its shortest path.
 */
function intendedState(text, brokenStep, names) {
  const parts = text.split('/').slice(brokenStep - 1).reverse();
  for (const part of parts) {
    const stateName = unescapeValue(part.split(':')[1] ?? '');
    const s = stateName ? names.indexOf(stateName) : -1;
    if (s >= 0) return s;
  }
  return null;
}

/**
 * Whether a state is in a kind: one of its kinds (a configuration's kind in each region) is
 * that kind or inside it.
 * @param {number[]} kinds the state's kinds
 */
function inKind(kinds, kind, kindParents) {
  for (const k of kinds) for (let at = k; at !== null && at !== undefined; at = kindParents[at]) if (at === kind) return true;
  return false;
}

/**
 * The state a name opens: the state of that name; else the shallowest state (the first in
 * state order among equals) in the kind of that name (a leaf, a region, a parent), or in
 * every kind of `A + B` (a configuration, its regions' kinds in any order); else null.
 * @param {(name: string) => (number|undefined)} kindNamed a kind by its name
 * @param {(s: number) => number[]} kindsOf a state's kinds
 */
function findState(name, names, kindNamed, kindsOf, depths, kindParents) {
  const exact = names.indexOf(name);
  if (exact >= 0) return exact;
  const kinds = name.split('+').map(part => kindNamed(part.trim()));
  if (kinds.includes(undefined)) return null;
  let best = null;
  for (let s = 0; s < names.length; s++) {
    if ((best === null || depths[s] < depths[best]) && kinds.every(k => inKind(kindsOf(s), k, kindParents))) best = s;
  }
  return best;
}

/**
 * Kinds by name: by their full name (`player.volume.muted`), or by their own label (`muted`)
 * where no other kind has that label.
 */
function kindNamer(kinds, kindLabels) {
  const byName = new Map();
  kinds.forEach((k, i) => { if (!byName.has(k)) byName.set(k, i); });
  const byLabel = new Map();
  kindLabels.forEach((label, i) => byLabel.set(label, byLabel.has(label) ? -1 : i));
  return name => byName.has(name) ? byName.get(name) : (byLabel.get(name) >= 0 ? byLabel.get(name) : undefined);
}

/** A kind's labels from its outermost parent down to itself: `['payment', 'authorizing']`. */
function kindPath(kind, kindParents, kindLabels) {
  const labels = [];
  for (let at = kind; at !== null && at !== undefined; at = kindParents[at]) labels.unshift(kindLabels[at]);
  return labels;
}

/**
 * What the side panel calls a state's kinds: one kind, or a statechart's configuration (one
 * kind per region, or a nested kind), each as its path of labels.
 */
function describeKinds(kinds, kindParents, kindLabels) {
  const nested = kinds.length > 1 || (kindParents[kinds[0]] !== undefined && kindParents[kinds[0]] !== null);
  return { term: nested ? 'configuration' : 'kind', paths: kinds.map(k => kindPath(k, kindParents, kindLabels).join(' › ')) };
}

/**
 * States and kinds whose names hold the query (trimmed, any case): the kinds, and the states
 * that hold it in their name or are in a matching kind (in any region), in state order.
 * - Complexity: O(kinds + states × their kinds' depth).
 * @param {string[]} lowerNames the states' names in lower case
 * @param {string[]} lowerKinds the kinds' names in lower case
 */
function searchStates(query, lowerNames, lowerKinds, kindsOf, kindParents) {
  const q = query.trim().toLowerCase();
  if (!q) return { kinds: [], matches: [] };
  const kinds = [];
  lowerKinds.forEach((k, i) => { if (k.includes(q)) kinds.push(i); });
  const kindSet = new Set(kinds);
  const inMatchingKind = s => {
    for (const k of kindsOf(s)) for (let at = k; at !== null && at !== undefined; at = kindParents[at]) if (kindSet.has(at)) return true;
    return false;
  };
  const matches = [];
  for (let s = 0; s < lowerNames.length; s++) if (lowerNames[s].includes(q) || inMatchingKind(s)) matches.push(s);
  return { kinds, matches };
}

/**
 * A state's data (the Swift value as `dump` writes it) as a tree: each line a node with its
 * field's name (an identifier before `: `; else `[i]`, its place among its parent's
 * children), its value (the rest of the line) and the lines indented under it.
 */
function parseDump(text) {
  const root = { name: '', value: '', children: [] };
  const stack = [{ indent: -1, node: root }];
  for (const line of text.split('\n')) {
    const match = /^(\s*)[▿▹-] (.*)$/.exec(line);
    if (!match) continue;
    const indent = match[1].length;
    while (stack[stack.length - 1].indent >= indent) stack.pop();
    const parent = stack[stack.length - 1].node;
    const named = /^([A-Za-z_][A-Za-z0-9_]*): (.*)$/.exec(match[2]);
    const node = named ? { name: named[1], value: named[2], children: [] }
      : { name: '[' + parent.children.length + ']', value: match[2], children: [] };
    parent.children.push(node);
    stack.push({ indent, node });
  }
  return root.children.length === 1 ? root.children[0] : root;
}

/**
 * The fields that differ between two states' data, in the order of the dump:
 * `{path, before, after}` (path `''` for the value itself). A field whose fields have the
 * same names on both sides is described by its fields; one whose fields differ (another enum
 * case, a list of another length) by its own value.
 */
function diffData(before, after) {
  const changes = [];
  function visit(a, b, path) {
    const bFields = new Map(b.children.map(c => [c.name, c]));
    const sameFields = a.children.length === b.children.length && a.children.every(c => bFields.has(c.name));
    if (!sameFields || !a.children.length) {
      if (!sameFields || a.value !== b.value) changes.push({ path, before: a.value, after: b.value });
      return;
    }
    for (const child of a.children) visit(child, bFields.get(child.name), path ? path + '.' + child.name : child.name);
  }
  visit(parseDump(before), parseDump(after), '');
  return changes;
}

/** The kinds a step left and entered: a statechart's regions, by their kinds' numbers, in order. */
function regionChanges(before, after) {
  return { left: before.filter(k => !after.includes(k)), entered: after.filter(k => !before.includes(k)) };
}

/** `1 state`, `2 states`. */
const countOf = (n, one, many) => n + ' ' + (n === 1 ? one : many);

return { indexMoves, shortestPath, linkName, parseFragment, unescapeValue, stepName, formatPath, resolvePath, intendedState, findState, kindPath, describeKinds, inKind, kindNamer, searchStates, parseDump, diffData, regionChanges, countOf };
})();
if (typeof module === 'object' && module.exports) module.exports = PageLogic;

"""#

    /// The script that walks the machine and keeps the page in step. (Web/Page/page.js)
    static let script = #"""
(() => {
'use strict';
const startTime = performance.now();
const D = JSON.parse(document.getElementById('machine-data').textContent);
const G = D.graph;
const N = G.states.length;
const $ = id => document.getElementById(id);
const names = G.states.map(s => s.name);
const kindOfState = D.stateKinds;
const actionNumber = new Map();
G.actions.forEach((a, i) => { if (!actionNumber.has(a)) actionNumber.set(a, i); });

// Moves, in state order: the moves of state s are firstMove[s] ..< firstMove[s + 1].
const L = PageLogic;
const moveIndex = L.indexMoves(G.moves, N, actionNumber);
const { moveFrom, moveAction, moveStates, firstMove } = moveIndex;
const depths = G.states.map(s => s.depth);
const reachedBy = G.states.map(s => s.reachedBy === null ? -1 : s.reachedBy);
const movesOf = s => { const r = []; for (let m = firstMove[s]; m < firstMove[s + 1]; m++) r.push(m); return r; };

// Findings: the marks on each state, for the current state's facts.
const marksOfState = new Map();
G.findings.forEach((f, i) => {
  for (const s of D.findingTargets[i].states) {
    if (!marksOfState.has(s)) marksOfState.set(s, []);
    if (!marksOfState.get(s).includes(f.check)) marksOfState.get(s).push(f.check);
  }
});

// ---- The walk ----------------------------------------------------------------------
let start = G.initial.length ? G.initial[0] : 0;
let steps = [];    // {move, taken}
let future = [];   // steps undone by back, or a replay's steps to come (last = next)
let replay = null; // {title, timer, total}

const stepEnd = st => moveStates[st.move][st.taken - 1];
const current = () => steps.length ? stepEnd(steps[steps.length - 1]) : start;
const sameStep = (a, b) => a && b && a.move === b.move && a.taken === b.taken;

const shortest = target => L.shortestPath(target, reachedBy, moveIndex);

function take(step) {
  if (sameStep(future[future.length - 1], step)) future.pop(); else { future = []; stopReplay(); }
  steps.push(step);
  update();
}
function takeMove(m) { take({ move: m, taken: moveStates[m].length }); }
function back() { if (!steps.length) return false; future.push(steps.pop()); update(); return true; }
function forward() {
  if (future.length) { steps.push(future.pop()); update(); return true; }
  const moves = movesOf(current());
  if (moves.length === 1) { takeMove(moves[0]); return true; }
  if (moves.length > 1) flash(moves, 'Pick one of the moves (1–' + Math.min(moves.length, 9) + ')');
  return false;
}
function reset() { stopReplay(); steps = []; future = []; update(); }
function openPath(path, keepFuture) {
  stopReplay();
  start = path.start;
  steps = path.steps;
  if (!keepFuture) future = [];
  update();
}
function openState(s) { openPath(shortest(s)); }
// A state clicked on the diagram that no move from here reaches: opened by its shortest
// path, saying so, with an undo (the browser's Back undoes it too).
function jumpTo(s, more) {
  const here = current();
  if (s === here) return;
  const before = { start, steps: steps.slice(), future: future.slice() };
  const path = shortest(s);
  openPath(path);
  notice('Jumped to ' + names[s] + ' by its shortest path (' + L.countOf(path.steps.length, 'step', 'steps')
    + '): no move from ' + names[here] + ' leads there.' + (more ? ' ' + more : ''), { label: 'Undo', run: () => {
      openPath({ start: before.start, steps: before.steps });
      future = before.future;
      renderBreadcrumb();
    } });
}
function goToStep(index) {
  // Back (or forward) to after `index` steps, keeping the rest as the future.
  while (steps.length > index) future.push(steps.pop());
  while (steps.length < index && future.length) steps.push(future.pop());
  update();
}

// ---- Replays -----------------------------------------------------------------------
function startReplay(target, title) {
  const path = shortest(target);
  stopReplay();
  start = path.start;
  steps = [];
  future = path.steps.slice().reverse();
  replay = { title, total: path.steps.length, timer: null };
  $('replay-bar').hidden = false;
  playReplay();
  update();
}
function playReplay() {
  if (!replay) return;
  clearInterval(replay.timer);
  replay.timer = setInterval(() => {
    if (!future.length) { pauseReplay(); return; }
    steps.push(future.pop());
    update();
  }, 650);
  $('replay-play').textContent = 'Pause';
}
function pauseReplay() {
  if (!replay) return;
  clearInterval(replay.timer);
  replay.timer = null;
  $('replay-play').textContent = future.length ? 'Play' : 'Again';
}
function stopReplay() {
  if (!replay) return;
  clearInterval(replay.timer);
  replay = null;
  $('replay-bar').hidden = true;
}

// ---- The fragment: #path=load/finish:failed&start=idle, #state=NAME ----------------------
// Each step the user takes is an entry in the browser's history (Back and Forward walk it);
// opening a link, a replay's steps and a change of view replace the entry instead.
let historyMode = 'push';
function pathFragment() {
  let text = '#path=' + L.formatPath(steps, moveIndex, G.actions, names);
  if (G.initial.indexOf(start) > 0) text += '&start=' + L.linkName(names[start]);
  const view = currentView && currentView.id !== D.defaultView ? '&view=' + currentView.id : '';
  return text + view;
}
const brokenWhy = {
  'no-move': (part, at) => '“' + part + '” is not a move of ' + names[at],
  'no-state': (part, at) => '“' + part + '” names no state that move of ' + names[at] + ' reaches',
  'ambiguous': (part, at) => '“' + part + '” is several moves of ' + names[at] + ': the link does not say which',
  'unreadable': part => '“' + part + '” is not a move’s name',
};
function readFragment() {
  historyMode = 'replace';
  const params = L.parseFragment(location.hash);
  const value = key => params.has(key) ? L.unescapeValue(params.get(key)) : null;
  if (params.has('view') && views.has(value('view'))) showView(value('view'));
  if (params.has('state')) {
    const name = value('state');
    const s = name === null ? null : findState(name);
    if (s === null) { notice('No reachable state named “' + (name ?? params.get('state')) + '”.'); openPath({ start: G.initial[0] || 0, steps: [] }); }
    else openState(s);
    historyMode = 'push';
    return;
  }
  let at = G.initial[0] || 0;
  const startName = value('start');
  if (startName !== null && G.initial.includes(names.indexOf(startName))) at = names.indexOf(startName);
  else if (params.has('start')) notice('“' + (startName ?? params.get('start')) + '” is not an initial state: the walk starts at ' + names[at] + '.');
  const text = params.get('path') || '';
  const { steps: walked, broken } = L.resolvePath(text, at, moveIndex, G.actions, names);
  openPath({ start: at, steps: walked });
  historyMode = 'push';
  if (broken) {
    const before = broken.step === 2 ? 'the step before it' : broken.step === 1 ? 'its first state' : 'the ' + (broken.step - 1) + ' steps before it';
    const intended = L.intendedState(text, broken.step, names);
    const offer = intended === null ? null : { label: 'Open ' + names[intended] + ' by its shortest path', run: () => openState(intended) };
    notice('The link no longer matches the machine at step ' + broken.step + ': ' + brokenWhy[broken.reason](broken.part, broken.at)
      + '. Opened ' + before + '.', offer);
  }
}
// A state's kinds: a configuration's kind in every region, else its one kind.
const ownKind = kindOfState.map(k => [k]);
const kindsOf = D.stateCovers ? (s => D.stateCovers[s]) : (s => ownKind[s]);
const kindNamed = L.kindNamer(G.kinds, D.kindLabels);
const findState = name => L.findState(name, names, kindNamed, kindsOf, depths, G.kindParents);

// ---- Notices -----------------------------------------------------------------------
let noticeTimer = null;
// A notice: its text, and a button when it offers something (it then stays until dismissed).
function notice(text, offer) {
  const box = $('notice');
  box.textContent = '';
  box.append(el('span', { class: 'notice-text', text }));
  if (offer) {
    box.append(' ', el('button', { id: 'notice-action', text: offer.label, onclick: () => { box.hidden = true; offer.run(); } }),
      ' ', el('button', { id: 'notice-close', text: 'Dismiss', 'aria-label': 'Dismiss the notice', onclick: () => { box.hidden = true; } }));
  }
  box.hidden = false;
  clearTimeout(noticeTimer);
  if (!offer) noticeTimer = setTimeout(() => { box.hidden = true; }, 8000);
}
function flash(moves, text) {
  for (const button of document.querySelectorAll('#moves .move')) {
    button.classList.toggle('choose', moves.includes(Number(button.dataset.move)));
  }
  notice(text);
}

// ---- Text helpers ------------------------------------------------------------------
function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = value;
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, value);
  }
  for (const child of children) node.append(child);
  return node;
}
const checkNames = { 'dead-end': 'dead end', 'unused-action': 'unused action' };
const stateLink = s => el('button', { class: 'state-link', text: names[s], title: 'Open by its shortest path', onclick: () => openState(s) });

// ---- The side panel ----------------------------------------------------------------
function renderHeader() {
  $('machine-name').textContent = G.machine;
  document.title = G.machine + ' · vsm-inspect explorer';
  const st = D.statistics;
  let text = st.states + ' states, ' + st.transitions + ' transitions, depth ' + st.depth;
  if (D.constraint) text += ' · constraint ' + D.constraint + (st.outsideConstraint ? ' (' + st.outsideConstraint + ' outside)' : '');
  if (!G.complete) text += ' · incomplete: a bound stopped exploration';
  $('machine-stats').textContent = text;
}

let selectedFinding = null;
function renderFindings() {
  const list = $('findings');
  list.textContent = '';
  const failing = D.findingTargets.filter(t => t.fails).length;
  $('findings-count').textContent = G.findings.length ? G.findings.length + ' (' + failing + ' failing)' : '';
  if (!G.findings.length) { list.append(el('li', { class: 'none', text: 'No findings: every check passes.' })); return; }
  G.findings.forEach((f, i) => {
    const target = D.findingTargets[i];
    const item = el('li', { class: 'finding' + (target.fails ? ' fails' : ''), 'data-finding': i });
    item.append(el('span', { class: 'check ' + (target.fails ? 'fails-label' : 'warn-label'), text: checkNames[f.check] || f.check }));
    item.append(el('span', { class: 'message', text: f.message }));
    const states = target.states.slice(0, 12);
    if (states.length) {
      const row = el('div', { class: 'states' });
      for (const s of states) row.append(stateLink(s));
      if (target.states.length > states.length) row.append(el('span', { class: 'none', text: ' and ' + (target.states.length - states.length) + ' more' }));
      item.append(row);
    }
    const buttons = el('div', { class: 'buttons' });
    if (target.target !== null) {
      buttons.append(el('button', { class: 'replay', text: '▶ Replay trace (' + (f.trace.length - 1) + ' steps)',
        onclick: () => { selectFinding(i); startReplay(target.target, (checkNames[f.check] || f.check) + ': ' + names[target.target]); } }));
    }
    buttons.append(el('button', { class: 'show', text: 'Show on diagram', onclick: () => { selectFinding(i === selectedFinding ? null : i); } }));
    item.append(buttons);
    if (target.instances.length) {
      const details = el('details', {}, el('summary', { text: target.instances.length + ' instances, each with its trace' }));
      target.instances.slice(0, 200).forEach((instance, j) => {
        const row = el('div', { class: 'instance' });
        if (instance.target !== null) {
          row.append(el('button', { class: 'replay', text: '▶', title: 'Replay its trace',
            onclick: () => { selectFinding(i); startReplay(instance.target, (checkNames[f.check] || f.check) + ': ' + names[instance.target]); } }));
        }
        row.append(el('span', { text: f.instances[j].message }));
        details.append(row);
      });
      item.append(details);
    }
    list.append(item);
  });
}
function findingStates(i) {
  const target = D.findingTargets[i];
  return target.states;
}
// The nodes a state is drawn in: one, or in the chart one per region of a configuration.
function nodesOf(view, s) {
  if (view.nodesOfState) return view.nodesOfState[s];
  const n = view.nodeOfState[s];
  return n >= 0 ? [n] : [];
}
function findingNodes(i) {
  // Kinds no state has (unreachable) are drawn as nodes named after them.
  const f = G.findings[i];
  const nodes = new Set();
  if (!currentView) return nodes;
  for (const s of findingStates(i)) for (const n of nodesOf(currentView, s)) nodes.add(n);
  if ((f.check === 'unreachable' || f.check === 'unreached') && f.state !== undefined) {
    currentView.nodes.forEach((node, n) => { if (node.members === 0 && node.name === f.state) nodes.add(n); });
  }
  return nodes;
}
function selectFinding(i) {
  selectedFinding = i;
  for (const item of document.querySelectorAll('.finding')) item.classList.toggle('selected', Number(item.dataset.finding) === i);
  highlight();
  if (i !== null) centerOn([...findingNodes(i)]);
}

function renderState() {
  const s = current();
  const state = G.states[s];
  $('current-state').textContent = names[s];
  const facts = $('state-facts');
  facts.textContent = '';
  const add = (term, ...value) => { facts.append(el('dt', { text: term }), el('dd', {}, ...value)); };
  const kind = kindOfState[s];
  const described = L.describeKinds(D.stateCovers ? D.stateCovers[s] : [kind], G.kindParents, D.kindLabels);
  add(described.term, ...described.paths.map(path => el('div', { text: path })));
  let where = 'depth ' + state.depth;
  if (G.initial.includes(s)) where += ', initial';
  if (state.final) where += ', final';
  add('where', where);
  if (state.status !== 'expanded') {
    const why = { 'outside-constraint': 'outside the constraint', 'at-depth-bound': 'at the depth bound', 'not-expanded': 'beyond the state bound' };
    add('explored', 'no: ' + (why[state.status] || state.status));
  }
  const marks = marksOfState.get(s) || [];
  if (marks.length) add('findings', ...marks.map(c => el('span', { class: 'mark fails', text: checkNames[c] || c })));
  const data = D.data[s];
  $('state-data').hidden = data === null;
  $('state-data').textContent = data || '';
}

// What the last step changed: the regions it left and entered, the fields of the state's
// data that differ (path: before → after), else the states it went between.
function renderChanges() {
  const list = $('changes-list');
  list.textContent = '';
  const item = (text, cls) => list.append(el('li', cls ? { class: cls, text } : { text }));
  if (!steps.length) { $('changes-step').textContent = ''; item('Nothing yet: the walk is at its first state.'); return; }
  const last = steps[steps.length - 1], from = moveFrom[last.move], to = current();
  $('changes-step').textContent = '(step ' + steps.length + ': ' + G.actions[moveAction[last.move]] + ')';
  let said = false;
  if (D.stateCovers) {
    const { left, entered } = L.regionChanges(D.stateCovers[from], D.stateCovers[to]);
    for (const k of left) item('left ' + L.kindPath(k, G.kindParents, D.kindLabels).join(' › '), 'left');
    for (const k of entered) item('entered ' + L.kindPath(k, G.kindParents, D.kindLabels).join(' › '), 'entered');
    if (!left.length && !entered.length) item('No region changed.');
    said = true;
  }
  if (D.data[from] !== null && D.data[to] !== null) {
    const changes = L.diffData(D.data[from], D.data[to]);
    for (const c of changes) item((c.path || 'value') + ': ' + c.before + ' → ' + c.after);
    if (!changes.length) item('No field changed.');
    said = true;
  }
  if (!said) item(from === to ? 'It stayed at ' + names[to] + '.' : 'From ' + names[from] + ' to ' + names[to] + '.');
}

function renderMoves() {
  const s = current();
  const list = $('moves');
  list.textContent = '';
  const moves = movesOf(s);
  $('moves-count').textContent = moves.length ? String(moves.length) : '';
  if (!moves.length) {
    const state = G.states[s];
    const why = state.final ? 'No moves: a final state.' : state.status !== 'expanded' ? 'Its moves were not explored.' : 'No moves: a dead end.';
    list.append(el('li', { class: 'none', text: why }));
    return;
  }
  // Moves of one action are alternatives: several outcomes of one action.
  const byAction = new Map();
  for (const m of moves) { const a = moveAction[m]; if (!byAction.has(a)) byAction.set(a, []); byAction.get(a).push(m); }
  const button = (m, label) => {
    const choice = m - firstMove[s] + 1;
    const b = el('button', { class: 'move', 'data-move': m, 'data-choice': choice, title: 'Take this move (' + choice + ')', onclick: () => takeMove(m) });
    b.append(el('span', { class: 'number', text: choice + '.' }), el('span', { class: 'action', text: G.actions[moveAction[m]] }));
    b.append(' → ' + moveStates[m].map(t => names[t]).join(' → '));
    if (label) b.append(el('span', { class: 'number', text: ' ' + label }));
    return b;
  };
  for (const [action, group] of byAction) {
    if (group.length === 1) { list.append(el('li', {}, button(group[0]))); continue; }
    const box = el('li', { class: 'alternatives' }, el('div', { class: 'label', text: G.actions[action] + ': ' + group.length + ' possible outcomes' }));
    group.forEach((m, k) => box.append(button(m, '(' + (k + 1) + ' of ' + group.length + ')')));
    list.append(box);
  }
}

function renderBreadcrumb() {
  const nav = $('breadcrumb');
  nav.textContent = '';
  const crumb = (text, index, cls) => el('button', { class: 'crumb ' + cls, text, title: 'Go to step ' + index, onclick: () => goToStep(index) });
  nav.append(crumb(names[start], 0, steps.length ? '' : 'here'));
  steps.forEach((st, i) => {
    nav.append(el('span', { class: 'arrow', text: '—' + G.actions[moveAction[st.move]] + '→' }));
    const taken = moveStates[st.move].slice(0, st.taken).map(t => names[t]).join(' → ');
    nav.append(crumb(taken, i + 1, i === steps.length - 1 ? 'here' : ''));
  });
  [...future].reverse().forEach((st, j) => {
    nav.append(el('span', { class: 'arrow', text: '—' + G.actions[moveAction[st.move]] + '→' }));
    nav.append(crumb(moveStates[st.move].slice(0, st.taken).map(t => names[t]).join(' → '), steps.length + j + 1, 'future'));
  });
  $('back').disabled = !steps.length;
  $('forward').disabled = !future.length && !movesOf(current()).length;
  if (replay) {
    $('replay-title').textContent = 'Replaying ' + replay.title + ': step ' + steps.length + ' of ' + replay.total;
    if (!future.length && replay.timer === null) $('replay-play').textContent = 'Again';
  }
}

// ---- Export: the path as a Swift test and as JSON --------------------------------------
function testText() {
  const t = D.test.template, states = D.test.stateLiterals, actions = D.test.actionLiterals;
  if (!steps.length) return t.head + states[start] + t.endWithoutMoves;
  let text = t.head + states[start] + t.openMoves;
  steps.forEach((st, i) => {
    if (i > 0) text += t.betweenMoves;
    text += actions[moveAction[st.move]] + t.beforeStates + moveStates[st.move].slice(0, st.taken).map(s => states[s]).join(t.betweenStates);
  });
  return text + t.endWithMoves;
}
function jsonText() {
  const trace = [{ state: names[start] }];
  for (const st of steps) for (const s of moveStates[st.move].slice(0, st.taken)) trace.push({ action: G.actions[moveAction[st.move]], state: names[s] });
  return JSON.stringify({ machine: G.machine, trace }, null, 2) + '\n';
}
function exportText(kind) {
  const area = $('export-text');
  let text, note = '';
  if (kind === 'test') {
    if (!D.test) {
      area.hidden = true;
      $('export-status').textContent = 'This machine’s registration does not say how tests make it (AnyMachine’s testSource): copy it as JSON instead.';
      return;
    }
    text = testText();
    if (steps.slice(0, -1).some(st => st.taken < moveStates[st.move].length)) {
      note = ' Note: the path leaves a move before its last state and then goes on; expectPath replays only the last move in part.';
    }
  } else {
    text = jsonText();
  }
  area.value = text;
  area.hidden = false;
  area.dataset.kind = kind;
  const label = kind === 'test' ? 'Swift test' : 'JSON';
  const done = ok => { $('export-status').textContent = (ok ? 'Copied the path as ' + label + '.' : 'The ' + label + ' is below: select it and copy.') + note; };
  if (navigator.clipboard && window.isSecureContext) navigator.clipboard.writeText(text).then(() => done(true), () => done(false));
  else done(false);
}

// ---- The diagram -------------------------------------------------------------------
const views = new Map(D.views.map(v => [v.id, v]));
let currentView = null;
let svg = null, graphGroup = null, fullBox = null, box = null;
let nodeElements = [], arrowElements = [], clusterElements = [];
let arrowByKey = new Map();
let highlighted = [];
const expanded = new Map();   // node -> {group, chips: Map(state -> element)}
const collapsed = new Map();  // cluster -> overlay element

function renderViewButtons() {
  const holder = $('view-buttons');
  holder.textContent = '';
  if (D.views.length < 2) return;
  for (const v of D.views) holder.append(el('button', { 'data-view': v.id, text: v.title, onclick: () => { showView(v.id); writeFragment('replace'); } }));
}
function showView(id) {
  const view = views.get(id);
  if (!view || view === currentView) return;
  currentView = view;
  expanded.clear();
  collapsed.clear();
  for (const b of document.querySelectorAll('#view-buttons button')) b.classList.toggle('active', b.dataset.view === id);
  const holder = $('diagram');
  holder.textContent = '';
  nodeElements = []; arrowElements = []; clusterElements = []; highlighted = [];
  arrowByKey = new Map();
  svg = null;
  if (!view.drawn) {
    holder.append(el('p', { class: 'none', text: 'This view has ' + view.nodes.length + ' nodes: too many to draw. Walk the moves and search on the left.' }));
    $('collapse-parents').hidden = true;
    return;
  }
  holder.append(document.getElementById('svg-' + id).content.cloneNode(true));
  svg = holder.querySelector('svg');
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  graphGroup = svg.getElementById(id + '-graph') || svg.querySelector('g');
  const vb = svg.viewBox.baseVal;
  fullBox = { x: vb.x, y: vb.y, w: vb.width, h: vb.height };
  box = { ...fullBox };
  readableZoomPending = true;
  view.nodes.forEach((_, n) => { nodeElements[n] = svg.getElementById(id + '-n' + n); });
  view.arrows.forEach((arrow, a) => {
    arrowElements[a] = svg.getElementById(id + '-a' + a);
    for (const action of arrow.actions) arrowByKey.set(arrow.from + '|' + arrow.to + '|' + action + '|' + arrow.continuation, a);
  });
  view.clusters.forEach((_, c) => { clusterElements[c] = svg.getElementById(id + '-c' + c); });
  nodeElements.forEach((node, n) => { if (node) node.dataset.node = n; });
  arrowElements.forEach((arrow, a) => { if (arrow) arrow.dataset.arrow = a; });
  clusterElements.forEach((cluster, c) => { if (cluster) { cluster.dataset.cluster = c; cluster.querySelector('title')?.remove(); } });
  $('collapse-parents').hidden = !view.clusters.length;
  $('collapse-parents').textContent = 'Collapse parents';
  highlight();
}

function setBox(next) {
  box = next;
  svg.setAttribute('viewBox', [box.x, box.y, box.w, box.h].join(' '));
}
function zoom(factor, cx, cy) {
  if (!svg) return;
  if (cx === undefined) { cx = box.x + box.w / 2; cy = box.y + box.h / 2; }
  const w = Math.min(Math.max(box.w * factor, fullBox.w / 200), fullBox.w * 4);
  const h = w * box.h / box.w;
  setBox({ x: cx - (cx - box.x) * w / box.w, y: cy - (cy - box.y) * h / box.h, w, h });
}
function svgPoint(event) {
  const point = svg.createSVGPoint();
  point.x = event.clientX; point.y = event.clientY;
  return point.matrixTransform(svg.getScreenCTM().inverse());
}
function boundsOf(elements) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const toSvg = svg.getScreenCTM().inverse();
  for (const element of elements) {
    if (!element || !element.getBBox) continue;
    const b = element.getBBox();
    const m = toSvg.multiply(element.getScreenCTM());
    for (const [x, y] of [[b.x, b.y], [b.x + b.width, b.y + b.height]]) {
      const p = new DOMPoint(x, y).matrixTransform(m);
      x0 = Math.min(x0, p.x); y0 = Math.min(y0, p.y); x1 = Math.max(x1, p.x); y1 = Math.max(y1, p.y);
    }
  }
  return x0 === Infinity ? null : { x: x0, y: y0, w: x1 - x0, h: y1 - y0 };
}
function centerOn(nodes) {
  if (!svg || !nodes.length) return;
  const b = boundsOf(nodes.map(n => displayElement(n)));
  if (!b) return;
  let w = box.w, h = box.h;
  if (b.w * 1.2 > w || b.h * 1.2 > h) { const scale = Math.max(b.w * 1.2 / w, b.h * 1.2 / h); w *= scale; h *= scale; }
  setBox({ x: b.x + b.w / 2 - w / 2, y: b.y + b.h / 2 - h / 2, w, h });
}
// A diagram too wide to read whole opens at a readable scale around the current state
// (Fit shows it whole).
let readableZoomPending = false;
function readableZoom(node) {
  readableZoomPending = false;
  const width = svg.getBoundingClientRect().width, height = svg.getBoundingClientRect().height;
  if (!width || !height) return;
  const scale = Math.max(fullBox.w / width, fullBox.h / height);
  if (scale <= 1.6) return;
  const b = boundsOf([displayElement(node)]);
  if (!b) return;
  const w = width * 1.1, h = height * 1.1;
  // Centred on the state, but not past the diagram's edges.
  const clamp = (value, low, size, full) => size >= full ? low + (full - size) / 2 : Math.min(Math.max(value, low), low + full - size);
  setBox({ x: clamp(b.x + b.w / 2 - w / 2, fullBox.x, w, fullBox.w), y: clamp(b.y + b.h / 2 - h / 2, fullBox.y, h, fullBox.h), w, h });
}
function ensureVisible(node) {
  if (!svg) return;
  const b = boundsOf([displayElement(node)]);
  if (!b) return;
  if (b.x < box.x || b.y < box.y || b.x + b.w > box.x + box.w || b.y + b.h > box.y + box.h) centerOn([node]);
}

// A node inside a collapsed parent is shown by the parent's box.
function collapsedClusterOf(n) {
  let found = null;
  for (let c = currentView.nodes[n].cluster; c !== null && c !== undefined; c = currentView.clusters[c].parent) if (collapsed.has(c)) found = c;
  return found;
}
function displayElement(n) {
  const c = collapsedClusterOf(n);
  return c !== null ? collapsed.get(c) : nodeElements[n];
}

// Highlights: the current state, its successors, the path, search matches, a finding.
let searchMatches = [];
let nextByNode = new Map();
function mark(element, cls) { if (element) { element.classList.add(cls); highlighted.push([element, cls]); } }
function highlight() {
  for (const [element, cls] of highlighted) element.classList.remove(cls);
  highlighted = [];
  nextByNode = new Map();
  if (!currentView) return;
  const view = currentView;
  const nodeOf = s => view.nodeOfState[s];
  const chip = s => { for (const e of expanded.values()) { const c = e.chips.get(s); if (c) return c; } return null; };
  const markState = (s, cls) => { for (const n of nodesOf(view, s)) mark(displayElement(n), cls); mark(chip(s), cls); };
  const arrow = (from, to, action, continuation) => arrowElements[arrowByKey.get(nodeOf(from) + '|' + nodeOf(to) + '|' + G.actions[action] + '|' + continuation)];
  // In the chart, the arrows a move from a state takes: in any region, from a parent's box,
  // into a box or a history point.
  const chart = view.grouping === 'chart';
  const chartArrows = (from, m) => view.arrows.flatMap((a, i) => chartArrowMoves(a, from).includes(m) ? [arrowElements[i]] : []);
  // The path walked.
  markState(start, 'vx-path');
  let at = start;
  for (const st of steps) {
    let previous = at;
    if (chart) for (const element of chartArrows(at, st.move)) mark(element, 'vx-path');
    moveStates[st.move].slice(0, st.taken).forEach((s, k) => {
      if (!chart) mark(arrow(previous, s, moveAction[st.move], k > 0), 'vx-path');
      markState(s, 'vx-path');
      previous = s;
    });
    at = stepEnd(st);
  }
  // Successors: the first state of each move.
  const s = current();
  // In the chart, a successor is marked where it differs: the regions the move changes.
  const here = new Set(view.nodesOfState ? nodesOf(view, s) : []);
  for (const m of movesOf(s)) {
    const first = moveStates[m][0];
    const changed = nodesOf(view, first).filter(n => !here.has(n));
    for (const n of changed) {
      if (!nextByNode.has(n)) nextByNode.set(n, []);
      nextByNode.get(n).push(m);
      mark(displayElement(n), 'vx-next');
    }
    if (!changed.length) continue;
    if (chart) for (const element of chartArrows(s, m)) mark(element, 'vx-next');
    else mark(arrow(s, first, moveAction[m], false), 'vx-next');
    mark(chip(first), 'vx-next');
  }
  if (selectedFinding !== null) {
    for (const n of findingNodes(selectedFinding)) mark(displayElement(n), 'vx-finding');
    for (const t of findingStates(selectedFinding)) mark(chip(t), 'vx-finding');
  }
  for (const t of searchMatches) markState(t, 'vx-match');
  for (const [n] of expanded) if (searchMatches.some(t => nodeOf(t) === n)) mark(nodeElements[n], 'vx-match');
  markState(s, 'vx-current');
}

function clickNode(n, group) {
  const view = currentView;
  if (nextByNode.has(n)) {
    const moves = nextByNode.get(n);
    if (moves.length === 1) takeMove(moves[0]);
    else flash(moves, moves.length + ' moves lead to ' + view.nodes[n].name + ': pick one of the highlighted moves.');
    return;
  }
  const members = [];
  // In the chart, a box's anchor, a history point or an entry marker stands for the box.
  const box = view.grouping === 'chart' && view.nodes[n].kind === null ? view.nodes[n].cluster : undefined;
  const holds = box === undefined ? (t => nodesOf(view, t).includes(n))
    : (t => nodesOf(view, t).some(m => insideCluster(view.nodes[m].cluster, box)));
  for (let s = 0; s < N; s++) if (holds(s)) members.push(s);
  if (!members.length) { notice(view.nodes[n].name + ' is never reached' + (view.nodes[n].marks.length ? ' (' + view.nodes[n].marks.join(', ') + ')' : '') + '.'); return; }
  let nearest = members[0];
  for (const t of members) if (G.states[t].depth < G.states[nearest].depth) nearest = t;
  jumpTo(nearest, members.length > 1 && group ? 'It is the nearest of ' + members.length + ' states in ' + view.nodes[n].name + '; double-click it to see them all.' : '');
}
function clickArrow(a) {
  const arrow = currentView.arrows[a];
  const moves = currentView.grouping === 'chart' ? chartArrowMoves(arrow) : movesOf(current()).filter(m => {
    const first = moveStates[m][0];
    return nodesOf(currentView, first).includes(arrow.to) && arrow.actions.includes(G.actions[moveAction[m]]);
  });
  if (moves.length === 1) takeMove(moves[0]);
  else if (moves.length > 1) flash(moves, moves.length + ' moves take this arrow: pick one.');
  else if (currentView.grouping === 'chart') notice('This arrow is not taken from the current state.');
  else clickNode(arrow.to, false);
}
// The moves from here that take a chart's arrow: its source is active (a state of the
// configuration, or a box holding one), one of its events is the move's, and the move
// enters its head (a state, or a state inside the box or history point it ends at).
function chartArrowMoves(arrow, s = current()) {
  const view = currentView;
  const here = nodesOf(view, s), hereSet = new Set(here);
  const covers = (n, m) => n === m || (view.nodes[n].kind === null && view.nodes[n].cluster !== null
    && insideCluster(view.nodes[m].cluster, view.nodes[n].cluster));
  if (!here.some(m => covers(arrow.from, m))) return [];
  const events = arrow.actions.flatMap(label => label.replace(/ \[guarded\]$/, '').split(', '));
  return movesOf(s).filter(m => events.includes(G.actions[moveAction[m]])
    && nodesOf(view, moveStates[m][0]).some(n => !hereSet.has(n) && covers(arrow.to, n)));
}

// A group node expanded in place: its states as chips in a box over the node.
const SVGNS = 'http://www.w3.org/2000/svg';
function svgEl(tag, attributes, text) {
  const node = document.createElementNS(SVGNS, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, value);
  if (text !== undefined) node.textContent = text;
  return node;
}
function toggleExpand(n) {
  if (expanded.has(n)) { expanded.get(n).group.remove(); expanded.delete(n); highlight(); return; }
  const members = [];
  for (let s = 0; s < N; s++) if (nodesOf(currentView, s).includes(n)) members.push(s);
  if (members.length < 2) return;
  const limit = 400, shown = members.slice(0, limit);
  const node = nodeElements[n];
  const b = node.getBBox();
  const longest = Math.min(Math.max(...shown.map(s => names[s].length)), 60);
  const chipW = Math.max(60, longest * 5.6 + 12), chipH = 18, gap = 4;
  // Columns that make the box about as wide as the diagram's pane is, relative to its height.
  const pane = svg.getBoundingClientRect(), aspect = pane.width / Math.max(pane.height, 1);
  const columns = Math.max(1, Math.min(shown.length, Math.round(Math.sqrt(shown.length * aspect * (chipH + gap) / (chipW + gap)))));
  const rows = Math.ceil(shown.length / columns) + (members.length > limit ? 1 : 0);
  const width = columns * (chipW + gap) + gap, height = rows * (chipH + gap) + gap + 20;
  const x = b.x + b.width / 2 - width / 2, y = b.y + b.height / 2 - height / 2;
  const group = svgEl('g', { class: 'vx-expansion', 'data-expanded': n });
  group.append(svgEl('rect', { class: 'frame', x, y, width, height, rx: 6 }));
  group.append(svgEl('text', { class: 'title', x: x + 8, y: y + 14 }, currentView.nodes[n].name + ' · ' + members.length + ' states'));
  const close = svgEl('text', { class: 'vx-close', x: x + width - 14, y: y + 14, 'data-collapse': n }, '×');
  group.append(close);
  const chips = new Map();
  shown.forEach((s, i) => {
    const cx = x + gap + (i % columns) * (chipW + gap), cy = y + 20 + gap + Math.floor(i / columns) * (chipH + gap);
    const chipGroup = svgEl('g', { class: 'vx-chip', 'data-state': s });
    chipGroup.append(svgEl('title', {}, names[s]));
    chipGroup.append(svgEl('rect', { x: cx, y: cy, width: chipW, height: chipH, rx: 3 }));
    const label = names[s].length > 60 ? names[s].slice(0, 59) + '…' : names[s];
    chipGroup.append(svgEl('text', { x: cx + 5, y: cy + 12.5 }, label));
    group.append(chipGroup);
    chips.set(s, chipGroup);
  });
  if (members.length > limit) group.append(svgEl('text', { x: x + 8, y: y + height - 8 }, '… and ' + (members.length - limit) + ' more: search to find one'));
  graphGroup.append(group);
  expanded.set(n, { group, chips });
  highlight();
  const b2 = boundsOf([group]);
  if (b2 && (b2.w > box.w || b2.h > box.h || b2.x < box.x || b2.y < box.y || b2.x + b2.w > box.x + box.w || b2.y + b2.h > box.y + box.h)) {
    const scale = Math.max(b2.w * 1.1 / box.w, b2.h * 1.1 / box.h, 1);
    const w = box.w * scale, h = box.h * scale;
    setBox({ x: b2.x + b2.w / 2 - w / 2, y: b2.y + b2.h / 2 - h / 2, w, h });
  }
}
// A parent (a cluster) collapsed in place: one box over its area with its number of states.
function toggleCollapse(c) {
  if (collapsed.has(c)) { collapsed.get(c).remove(); collapsed.delete(c); highlight(); return; }
  const frame = clusterElements[c];
  if (!frame) return;
  const b = frame.getBBox();
  const kind = currentView.clusters[c].kind;
  let count = 0;
  for (let s = 0; s < N; s++) if (nodesOf(currentView, s).some(n => insideCluster(currentView.nodes[n].cluster, c))) count++;
  const group = svgEl('g', { class: 'vx-collapsed', 'data-collapsed': c });
  group.append(svgEl('rect', { class: 'frame', x: b.x, y: b.y, width: b.width, height: b.height, rx: 8 }));
  group.append(svgEl('text', { class: 'title', x: b.x + b.width / 2, y: b.y + b.height / 2 - 4, 'text-anchor': 'middle' }, kind !== null ? G.kinds[kind] : currentView.clusters[c].label));
  group.append(svgEl('text', { x: b.x + b.width / 2, y: b.y + b.height / 2 + 10, 'text-anchor': 'middle' }, count + (count === 1 ? ' state' : ' states') + ' · click to expand'));
  graphGroup.append(group);
  collapsed.set(c, group);
  highlight();
}
function insideCluster(c, ancestor) { for (let at = c; at !== null && at !== undefined; at = currentView.clusters[at].parent) if (at === ancestor) return true; return false; }

let groupClick = null;
function installDiagramEvents() {
  const holder = $('diagram');
  let drag = null;
  holder.addEventListener('pointerdown', event => {
    if (!svg || event.button !== 0) return;
    drag = { x: event.clientX, y: event.clientY, box: { ...box }, moved: false };
  });
  holder.addEventListener('pointermove', event => {
    if (!drag) return;
    const dx = event.clientX - drag.x, dy = event.clientY - drag.y;
    if (!drag.moved && Math.hypot(dx, dy) < 4) return;
    if (!drag.moved) { drag.moved = true; holder.setPointerCapture(event.pointerId); holder.classList.add('panning'); }
    const scale = drag.box.w / svg.getBoundingClientRect().width;
    setBox({ x: drag.box.x - dx * scale, y: drag.box.y - dy * scale, w: drag.box.w, h: drag.box.h });
  });
  const endDrag = () => { holder.classList.remove('panning'); setTimeout(() => { drag = null; }, 0); };
  holder.addEventListener('pointerup', endDrag);
  holder.addEventListener('pointercancel', endDrag);
  holder.addEventListener('wheel', event => {
    if (!svg) return;
    event.preventDefault();
    const p = svgPoint(event);
    zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
  }, { passive: false });
  holder.addEventListener('click', event => {
    if (drag && drag.moved) return;
    const target = event.target;
    const close = target.closest('[data-collapse]');
    if (close) { toggleExpand(Number(close.dataset.collapse)); return; }
    const chipElement = target.closest('.vx-chip');
    if (chipElement) {
      const s = Number(chipElement.dataset.state);
      const moves = movesOf(current()).filter(m => moveStates[m][0] === s);
      if (moves.length === 1) takeMove(moves[0]); else if (moves.length > 1) flash(moves, moves.length + ' moves lead there: pick one.'); else jumpTo(s);
      return;
    }
    const over = target.closest('.vx-collapsed');
    if (over) { toggleCollapse(Number(over.dataset.collapsed)); return; }
    const node = target.closest('g.node');
    if (node && node.dataset.node !== undefined) {
      event.preventDefault();
      const n = Number(node.dataset.node);
      // A group waits for a second click, which expands it instead.
      if (currentView.grouping === 'cases' && currentView.nodes[n].members > 1) {
        clearTimeout(groupClick);
        if (event.detail > 1) return;
        groupClick = setTimeout(() => clickNode(n, true), 280);
      } else {
        clickNode(n, false);
      }
      return;
    }
    const arrow = target.closest('g.edge');
    if (arrow && arrow.dataset.arrow !== undefined) { event.preventDefault(); clickArrow(Number(arrow.dataset.arrow)); return; }
    const cluster = target.closest('g.cluster');
    if (cluster && cluster.dataset.cluster !== undefined) toggleCollapse(Number(cluster.dataset.cluster));
  });
  holder.addEventListener('dblclick', event => {
    clearTimeout(groupClick);
    const node = event.target.closest('g.node');
    if (node && node.dataset.node !== undefined && currentView.grouping === 'cases') toggleExpand(Number(node.dataset.node));
  });
  $('zoom-in').addEventListener('click', () => zoom(1 / 1.4));
  $('zoom-out').addEventListener('click', () => zoom(1.4));
  $('zoom-fit').addEventListener('click', () => { if (svg) setBox({ ...fullBox }); });
  $('collapse-parents').addEventListener('click', () => {
    if (!currentView) return;
    const collapsing = collapsed.size === 0;
    for (const c of [...collapsed.keys()]) toggleCollapse(c);
    if (collapsing) currentView.clusters.forEach((cluster, c) => { if (cluster.parent === null) toggleCollapse(c); });
    $('collapse-parents').textContent = collapsing ? 'Expand parents' : 'Collapse parents';
  });
}

// ---- Search ------------------------------------------------------------------------
let lowerNames = null, lowerKinds = null, searchTimer = null;
function search(query) {
  const list = $('search-results');
  list.textContent = '';
  if (!query.trim()) { searchMatches = []; list.hidden = true; $('search-count').textContent = ''; highlight(); return; }
  if (!lowerNames) { lowerNames = names.map(n => n.toLowerCase()); lowerKinds = G.kinds.map(k => k.toLowerCase()); }
  const { kinds, matches } = L.searchStates(query, lowerNames, lowerKinds, kindsOf, G.kindParents);
  searchMatches = matches;
  $('search-count').textContent = L.countOf(matches.length, 'state', 'states');
  for (const k of kinds.slice(0, 20)) {
    const count = matches.filter(s => L.inKind(kindsOf(s), k, G.kindParents)).length;
    list.append(el('li', {}, el('button', { class: 'kind-result', text: 'kind ' + G.kinds[k] + ' (' + L.countOf(count, 'state', 'states') + ')',
      onclick: () => { const s = findState(G.kinds[k]); if (s !== null) openState(s); else notice('No state of kind ' + G.kinds[k] + ' is reached.'); closeSearch(); } })));
  }
  for (const s of matches.slice(0, 100)) {
    list.append(el('li', {}, el('button', { class: 'state-result', 'data-state': s, text: names[s], onclick: () => { openState(s); closeSearch(); } })));
  }
  if (matches.length > 100) list.append(el('li', { class: 'more', text: '… and ' + (matches.length - 100) + ' more: type more of the name' }));
  if (!matches.length && !kinds.length) list.append(el('li', { class: 'more', text: 'No state or kind matches.' }));
  list.hidden = false;
  highlight();
  if (currentView) centerOn([...new Set(matches.flatMap(s => nodesOf(currentView, s)))]);
}
function closeSearch() { $('search-results').hidden = true; }

// ---- Putting it together -----------------------------------------------------------
function writeFragment(mode = historyMode) {
  const fragment = pathFragment();
  if (location.hash === fragment) return;
  if (mode === 'push' && !replay) history.pushState(null, '', fragment); else history.replaceState(null, '', fragment);
}
function update() {
  renderState();
  renderChanges();
  renderMoves();
  renderBreadcrumb();
  highlight();
  const n = currentView ? (nodesOf(currentView, current())[0] ?? -1) : -1;
  if (n >= 0 && readableZoomPending) readableZoom(n);
  if (n >= 0) ensureVisible(n);
  writeFragment();
  if (!$('export-text').hidden) exportText($('export-text').dataset.kind);
}

function installControls() {
  $('back').addEventListener('click', () => { stopReplay(); back(); });
  $('forward').addEventListener('click', forward);
  $('reset').addEventListener('click', reset);
  $('copy-test').addEventListener('click', () => exportText('test'));
  $('copy-json').addEventListener('click', () => exportText('json'));
  $('replay-play').addEventListener('click', () => {
    if (!replay) return;
    if (replay.timer) pauseReplay();
    else if (!future.length) { const last = steps.length ? stepEnd(steps[steps.length - 1]) : start; const title = replay.title; startReplay(last, title); }
    else playReplay();
  });
  $('replay-stop').addEventListener('click', stopReplay);
  $('search').addEventListener('input', event => {
    clearTimeout(searchTimer);
    const value = event.target.value;
    searchTimer = setTimeout(() => search(value), N > 2000 ? 150 : 60);
  });
  $('search').addEventListener('keydown', event => {
    if (event.key === 'Enter') { clearTimeout(searchTimer); search(event.target.value); const first = document.querySelector('#search-results button'); if (first) first.click(); }
    if (event.key === 'Escape') { event.target.value = ''; search(''); event.target.blur(); }
  });
  document.addEventListener('keydown', event => {
    if (event.target.matches('input, textarea') || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key === 'j' || key === 'ArrowRight' || key === 'ArrowDown') { pauseReplay(); forward(); }
    else if (key === 'k' || key === 'ArrowLeft' || key === 'ArrowUp') { pauseReplay(); back(); }
    else if (key === '/') { $('search').focus(); }
    else if (key === 'Escape') { closeSearch(); }
    else if (/^[1-9]$/.test(key)) { const moves = movesOf(current()); const m = moves[Number(key) - 1]; if (m !== undefined) takeMove(m); }
    else return;
    event.preventDefault();
  });
  window.addEventListener('hashchange', readFragment);
}

function connectLive() {
  if (!D.live) return;
  const status = $('live-status');
  status.hidden = false;
  status.textContent = 'live';
  const events = new EventSource('/events');
  events.addEventListener('reload', () => { status.textContent = 'reloading'; location.reload(); });
  events.addEventListener('problem', event => { status.textContent = 'spec file has an error'; notice(event.data); });
  events.addEventListener('open', () => { status.textContent = 'live'; });
  events.addEventListener('error', () => { status.textContent = 'server stopped'; });
}

renderHeader();
renderFindings();
renderViewButtons();
installControls();
installDiagramEvents();
const askedView = new URLSearchParams(location.hash.slice(1)).get('view');
showView(views.has(askedView) ? askedView : D.defaultView);
if (!location.hash.slice(1) && D.open !== null) { historyMode = 'replace'; openState(D.open); historyMode = 'push'; } else readFragment();
connectLive();
if (G.initial.length === 0) notice('This machine has no initial state.');
document.body.dataset.ready = (performance.now() - startTime).toFixed(1);
window.explorer = { current, names, steps: () => steps.slice(), testText: () => D.test ? testText() : null, jsonText };
})();

"""#

    /// Each file by its name in Web/Page, for the test that keeps this file in step.
    static let files: [(name: String, text: String)] = [("page.html", html), ("page.css", style), ("logic.js", logic), ("page.js", script)]
}
