// The explorer's pure logic: functions of the machine's data and their arguments only, with
// no document, no window and no state of their own. page.js calls them in the browser;
// Tests/Web calls them under `node --test`.
const PageLogic = (() => {
'use strict';

/**
 * The moves indexed by state, from the page's columns: the moves of state s are
 * firstMove[s] ..< firstMove[s + 1] (the page lists moves state by state), each with its
 * source and action; the states of move m are targets[firstState[m] ..< firstState[m + 1]].
 * - Complexity: O(states + moves).
 * @param {number[]} moveCounts how many moves each state has
 * @param {number[]} actions each move's action
 * @param {Array<number|number[]>} states each move's states: a number for one state
 */
function indexMoves(moveCounts, actions, states) {
  const N = moveCounts.length, M = actions.length;
  const firstMove = new Int32Array(N + 1), moveFrom = new Int32Array(M), moveAction = Int32Array.from(actions);
  for (let s = 0; s < N; s++) {
    firstMove[s + 1] = firstMove[s] + moveCounts[s];
    for (let m = firstMove[s]; m < firstMove[s + 1]; m++) moveFrom[m] = s;
  }
  const firstState = new Int32Array(M + 1);
  for (let m = 0; m < M; m++) firstState[m + 1] = firstState[m] + (typeof states[m] === 'number' ? 1 : states[m].length);
  const targets = new Int32Array(firstState[M]);
  for (let m = 0, at = 0; m < M; m++) {
    if (typeof states[m] === 'number') targets[at++] = states[m]; else for (const t of states[m]) targets[at++] = t;
  }
  return { moveFrom, moveAction, firstMove, firstState, targets, moveCount: M };
}

/** The states of a move, in order. */
function statesOf(index, m) { return Array.from(index.targets.subarray(index.firstState[m], index.firstState[m + 1])); }
/** How many states a move emits. */
function lengthOf(index, m) { return index.firstState[m + 1] - index.firstState[m]; }
/** The k-th state of a move, from 0. */
function stateAt(index, m, k) { return index.targets[index.firstState[m] + k]; }

/**
 * Each state's depth (steps on its shortest path), from the move that first reached it.
 * - Complexity: O(states).
 */
function depthsOf(reachedBy, index) {
  const N = reachedBy.length, depth = new Int32Array(N).fill(-1), stack = [];
  for (let s = 0; s < N; s++) {
    let at = s;
    while (depth[at] < 0 && reachedBy[at] >= 0) { stack.push(at); at = index.moveFrom[reachedBy[at]]; }
    if (depth[at] < 0) depth[at] = 0;
    while (stack.length) { const t = stack.pop(); depth[t] = depth[index.moveFrom[reachedBy[t]]] + 1; }
  }
  return depth;
}

/**
 * The moves into each state (a move is into every state it emits): those of state t are
 * incoming[firstIn[t] ..< firstIn[t + 1]], in move order, each move once.
 * - Complexity: O(states + moves).
 */
function incomingMoves(index, stateCount) {
  const firstIn = new Int32Array(stateCount + 1);
  const each = (m, visit) => {
    for (let k = index.firstState[m]; k < index.firstState[m + 1]; k++) {
      const t = index.targets[k];
      let seen = false;
      for (let j = index.firstState[m]; j < k; j++) if (index.targets[j] === t) seen = true;
      if (!seen) visit(t);
    }
  };
  for (let m = 0; m < index.moveCount; m++) each(m, t => { firstIn[t + 1]++; });
  for (let t = 0; t < stateCount; t++) firstIn[t + 1] += firstIn[t];
  const fill = firstIn.slice(0, stateCount), incoming = new Int32Array(firstIn[stateCount]);
  for (let m = 0; m < index.moveCount; m++) each(m, t => { incoming[fill[t]++] = m; });
  return { firstIn, incoming };
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
    reversed.push({ move: m, taken: statesOf(index, m).indexOf(at) + 1 });
    at = index.moveFrom[m];
  }
  return { start: at, steps: reversed.reverse() };
}

/**
 * A state's data (the dump of its Swift value), decoded from the page's lines: each state's
 * entry is `[base, kept at the start, kept at the end, line numbers...]`, the lines of state
 * `base` (-1: none) with the middle replaced. Decoded states are kept in `cache` (a Map).
 * - Complexity: O(lines of the states on its chain of bases) the first time, then O(1).
 * @param {{lines: string[], states: Array<number[]|null>}|null} data
 * @returns {string|null}
 */
function stateData(s, data, cache) {
  const lines = dataLines(s, data, cache);
  return lines === null ? null : lines.map(n => data.lines[n]).join('\n');
}
function dataLines(s, data, cache) {
  if (!data || !data.states[s]) return null;
  if (cache.has(s)) return cache.get(s);
  const chain = [];
  for (let at = s; at >= 0 && !cache.has(at); at = data.states[at][0]) chain.push(at);
  let lines = null;
  for (let i = chain.length - 1; i >= 0; i--) {
    const entry = data.states[chain[i]], base = entry[0];
    const before = base >= 0 ? cache.get(base) : [];
    lines = before.slice(0, entry[1]).concat(entry.slice(3), entry[2] ? before.slice(before.length - entry[2]) : []);
    cache.set(chain[i], lines);
  }
  return cache.get(s);
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
  const states = statesOf(index, m);
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
      step = { move: candidates[0], taken: lengthOf(index, candidates[0]) };
    } else {
      for (const m of candidates) {
        let seen = 0;
        const taken = statesOf(index, m).findIndex(s => names[s] === stateName && ++seen === occurrence) + 1;
        if (taken > 0) { step = { move: m, taken }; break; }
      }
      if (!step) return broken('no-state');
    }
    steps.push(step);
    at = stateAt(index, step.move, step.taken - 1);
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
 * States and kinds whose names hold the query (trimmed, any case): the kinds, each with how
 * many of the states found are in it (in any region), and the states that hold it in their
 * name or are in a matching kind, in state order.
 * - Complexity: O(kinds + states × their kinds' depth).
 * @param {string[]} lowerNames the states' names in lower case
 * @param {string[]} lowerKinds the kinds' names in lower case
 * @param {(s: number) => number[]} kindsOf a state's kinds (for a configuration, one per region)
 */
function searchStates(query, lowerNames, lowerKinds, kindsOf, kindParents) {
  const q = query.trim().toLowerCase();
  if (!q) return { kinds: [], counts: [], matches: [] };
  const kinds = [], matching = new Int32Array(lowerKinds.length).fill(-1);
  lowerKinds.forEach((k, i) => { if (k.includes(q)) { matching[i] = kinds.length; kinds.push(i); } });
  const counts = new Array(kinds.length).fill(0), matches = [];
  for (let s = 0; s < lowerNames.length; s++) {
    let found = lowerNames[s].includes(q);
    if (kinds.length) {
      for (const k of kindsOf(s)) {
        for (let at = k; at !== null && at !== undefined; at = kindParents[at]) {
          if (matching[at] >= 0) { found = true; counts[matching[at]]++; }
        }
      }
    }
    if (found) matches.push(s);
  }
  return { kinds, counts, matches };
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

/**
 * A name in lines of at most `width` characters, broken after a space or punctuation where
 * there is one (else inside a word), at most `maxLines` lines: the last ends with `…` when the
 * name goes on.
 */
function wrapLabel(text, width, maxLines) {
  const lines = [];
  let rest = text;
  while (rest.length > width && lines.length < maxLines) {
    let cut = -1;
    for (let i = width; i > width / 2; i--) if (/[\s,;:)\].+\-\/]/.test(rest[i - 1])) { cut = i; break; }
    if (cut < 0) cut = width;
    lines.push(rest.slice(0, cut).trimEnd());
    rest = rest.slice(cut).trimStart();
  }
  if (lines.length === maxLines) {
    if (rest.length) lines[maxLines - 1] = lines[maxLines - 1].slice(0, width - 1) + '…';
  } else if (rest.length) {
    lines.push(rest);
  }
  return lines;
}

/**
 * A name beside a reference name (the current state's), for a neighbour's box: the words it
 * shares with the reference at its start or its end, two or more, left out as `…`, so what
 * differs is what shows (`counting.c1.v1 + …` beside `counting.c1.v0 + counting.c2.v0`).
 */
function elideCommon(name, reference) {
  const words = text => text.match(/\s+|\S+\s*/g) || [];
  const a = words(name), b = words(reference);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  if (head < 2) head = 0;
  if (tail < 2) tail = 0;
  if (head + tail >= a.length) return name;
  return (head ? '… ' : '') + a.slice(head, a.length - tail).join('').trim() + (tail ? ' …' : '');
}

/**
 * The neighbourhood of state `s`: the states moves lead to from it (`after`, each with its
 * moves, in move order), where those lead on (`second`, each with the `after` states it is
 * reached from), the states whose moves lead to it (`before`, the walk's previous state first),
 * and its moves that stay (`stays`). Each list is cut at its limit and says how many more
 * (`moreBefore`: how many more moves lead here).
 * - Complexity: O(moves of s and of its successors + moves into s).
 * @param {{firstIn: Int32Array, incoming: Int32Array}} into from incomingMoves
 */
function neighbourhood(s, index, into, previous, limits = {}) {
  const { before: maxBefore = 4, after: maxAfter = 10, second: maxSecond = 10 } = limits;
  const firstOf = m => index.targets[index.firstState[m]];
  const after = [], afterOf = new Map(), stays = [];
  let moreAfter = 0;
  for (let m = index.firstMove[s]; m < index.firstMove[s + 1]; m++) {
    const t = firstOf(m);
    if (t === s) { stays.push(m); continue; }
    if (afterOf.has(t)) { afterOf.get(t).moves.push(m); continue; }
    if (after.length >= maxAfter) { moreAfter++; continue; }
    const item = { state: t, moves: [m] };
    after.push(item);
    afterOf.set(t, item);
  }
  // The first sources of moves into s (the walk's previous state first); past the limit, the
  // moves left are only counted (a state may have a hundred thousand ways in).
  const before = [], beforeOf = new Map();
  let moreBefore = 0;
  const addBefore = (from, m) => {
    if (from === s) return;
    const item = beforeOf.get(from);
    if (item) { item.moves.push(m); return; }
    if (before.length >= maxBefore) { moreBefore++; return; }
    const added = { state: from, moves: [m] };
    before.push(added);
    beforeOf.set(from, added);
  };
  const first = into.firstIn[s], end = into.firstIn[s + 1];
  if (previous >= 0) for (let k = first; k < end; k++) if (index.moveFrom[into.incoming[k]] === previous) addBefore(previous, into.incoming[k]);
  for (let k = first; k < end; k++) if (index.moveFrom[into.incoming[k]] !== previous) addBefore(index.moveFrom[into.incoming[k]], into.incoming[k]);
  const second = [], secondOf = new Map();
  let moreSecond = 0;
  for (const item of after) {
    const t = item.state;
    for (let m = index.firstMove[t]; m < index.firstMove[t + 1]; m++) {
      const u = firstOf(m);
      if (u === s || u === t || afterOf.has(u)) continue;
      let next = secondOf.get(u);
      if (!next) {
        if (second.length >= maxSecond) { secondOf.set(u, null); moreSecond++; continue; }
        next = { state: u, sources: [] };
        second.push(next);
        secondOf.set(u, next);
      }
      if (next === null) continue;
      let source = next.sources.find(x => x.state === t);
      if (!source) { source = { state: t, moves: [] }; next.sources.push(source); }
      source.moves.push(m);
    }
  }
  return { state: s, before, moreBefore, after, moreAfter, second, moreSecond, stays };
}

/**
 * Boxes in columns, left to right, none over another: each box is `{lines: [{text, cls}]}`
 * and gets `x, y, w, h`; a column is as wide as its widest box, and centred on the tallest.
 * @param {(text: string, cls: string) => number} measure a line's width in pixels
 */
function layoutColumns(columns, measure, style = {}) {
  const { lineHeight = 16, padX = 8, padY = 6, columnGap = 90, rowGap = 12 } = style;
  let x = 0, tallest = 0;
  const heights = [];
  for (const column of columns) {
    let width = 0, height = 0;
    for (const box of column) {
      box.h = box.lines.length * lineHeight + 2 * padY;
      width = Math.max(width, ...box.lines.map(line => Math.ceil(measure(line.text, line.cls || '')) + 2 * padX));
      height += box.h;
    }
    height += Math.max(column.length - 1, 0) * rowGap;
    for (const box of column) { box.x = x; box.w = width; }
    heights.push(height);
    tallest = Math.max(tallest, height);
    if (column.length) x += width + columnGap;
  }
  columns.forEach((column, c) => {
    let y = (tallest - heights[c]) / 2;
    for (const box of column) { box.y = y; y += box.h + rowGap; }
  });
  return { width: Math.max(x - columnGap, 0), height: tallest };
}

/**
 * A group's states laid out where they can be read: one band per depth (from the machine's
 * initial states), each in columns of at most `rows` states, in state order; a title above
 * each band. Chips and titles get `x, y, w, h`; nothing overlaps.
 * @param {number[]} states in state order
 * @param {(s: number) => string[]} linesOf a chip's lines
 */
function bandLayout(states, depthOf, linesOf, measure, style = {}) {
  const { rows = 16, lineHeight = 15, padX = 6, padY = 4, gap = 6, bandGap = 40, titleHeight = 22 } = style;
  const byDepth = new Map();
  for (const s of states) {
    const d = depthOf(s);
    if (!byDepth.has(d)) byDepth.set(d, []);
    byDepth.get(d).push(s);
  }
  const chips = [], titles = [];
  let x = 0, height = 0;
  for (const d of [...byDepth.keys()].sort((a, b) => a - b)) {
    const band = byDepth.get(d), start = x;
    for (let c = 0; c < band.length; c += rows) {
      const column = band.slice(c, c + rows).map(s => ({ state: s, lines: linesOf(s).map(text => ({ text })) }));
      const width = Math.max(...column.map(chip => Math.max(...chip.lines.map(l => Math.ceil(measure(l.text, 'chip')))) + 2 * padX));
      let y = titleHeight;
      for (const chip of column) {
        chip.h = chip.lines.length * lineHeight + 2 * padY;
        Object.assign(chip, { x, y, w: width });
        y += chip.h + gap;
        chips.push(chip);
      }
      height = Math.max(height, y);
      x += width + gap;
    }
    const text = 'depth ' + d + ' · ' + countOf(band.length, 'state', 'states');
    const w = Math.max(x - gap - start, Math.ceil(measure(text, 'title')));
    titles.push({ text, x: start, y: 0, w, h: titleHeight - 6 });
    x = start + w + bandGap;
  }
  return { chips, titles, width: Math.max(x - bandGap, 0), height };
}

/**
 * The place nearest `from` in a direction (`left`, `right`, `up`, `down`) among `places`
 * (`{x, y}` centres), for walking a diagram with the arrow keys: the one ahead whose distance
 * along the direction plus twice its distance across it is least; -1 when none is ahead.
 */
function nearestInDirection(from, places, direction) {
  const [ax, ay] = { left: [-1, 0], right: [1, 0], up: [0, -1], down: [0, 1] }[direction];
  let best = -1, bestCost = Infinity;
  places.forEach((p, i) => {
    const dx = p.x - from.x, dy = p.y - from.y;
    const along = dx * ax + dy * ay, across = Math.abs(dx * ay - dy * ax);
    if (along <= 1 || across > along * 3) return;
    const cost = along + 2 * across;
    if (cost < bestCost) { bestCost = cost; best = i; }
  });
  return best;
}

/**
 * A name as the page shows it: control characters, the line and paragraph separators and the
 * bidirectional marks, embeddings, overrides and isolates become their escapes (`\u{202E}`),
 * as the terminal report and the drawings show them, so that no name reorders or hides what is
 * around it. The page keeps the names themselves for links, the copied test and the JSON.
 */
const hidden = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const hiddenAll = new RegExp(hidden.source, 'gu');
const visible = text => typeof text === 'string' && hidden.test(text)
  ? text.replace(hiddenAll, c => '\\u{' + c.codePointAt(0).toString(16).toUpperCase() + '}') : text;

/** `1 state`, `2 states`. */
const countOf = (n, one, many) => n + ' ' + (n === 1 ? one : many);

return { indexMoves, statesOf, lengthOf, stateAt, depthsOf, incomingMoves, stateData, wrapLabel, elideCommon, neighbourhood, layoutColumns, bandLayout, nearestInDirection, shortestPath, linkName, parseFragment, unescapeValue, stepName, formatPath, resolvePath, intendedState, findState, kindPath, describeKinds, inKind, kindNamer, searchStates, parseDump, diffData, regionChanges, countOf, visible };
})();
if (typeof module === 'object' && module.exports) module.exports = PageLogic;
