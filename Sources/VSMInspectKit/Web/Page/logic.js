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
