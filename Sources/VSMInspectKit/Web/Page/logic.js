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
 * A walk as the fragment's `path` value: each step by its choice number among its state's
 * moves, `2:1` when it stopped after the first state a move emits.
 */
function formatPath(steps, index) {
  return steps.map(st => {
    const choice = st.move - index.firstMove[index.moveFrom[st.move]] + 1;
    return st.taken < index.moveStates[st.move].length ? choice + ':' + st.taken : String(choice);
  }).join('.');
}

/**
 * The fragment's `path` value walked from `start`: the steps it names, and where it broke
 * (`broken`: the step's number from 1, its text and the state it is not a move of), or null.
 */
function resolvePath(text, start, index) {
  const steps = [];
  let at = start;
  const parts = text ? text.split('.') : [];
  for (const [offset, part] of parts.entries()) {
    const match = /^(\d+)(?::(\d+))?$/.exec(part);
    const choice = match ? parseInt(match[1], 10) : 0;
    const m = index.firstMove[at] + choice - 1;
    if (!match || choice < 1 || m >= index.firstMove[at + 1]) return { steps, broken: { step: offset + 1, part, at } };
    const length = index.moveStates[m].length;
    const taken = match[2] ? Math.min(Math.max(parseInt(match[2], 10), 1), length) : length;
    steps.push({ move: m, taken });
    at = index.moveStates[m][taken - 1];
  }
  return { steps, broken: null };
}

/**
 * The state a name opens: the state of that name, else the shallowest state of the kind of
 * that name (the first in state order among equals), else null.
 */
function findState(name, names, kindNumber, kindOfState, depths) {
  const exact = names.indexOf(name);
  if (exact >= 0) return exact;
  const kind = kindNumber.get(name);
  if (kind === undefined) return null;
  let best = null;
  for (let s = 0; s < names.length; s++) if (kindOfState[s] === kind && (best === null || depths[s] < depths[best])) best = s;
  return best;
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
 * that hold it in their name or are of a matching kind, in state order.
 * @param {string[]} lowerNames the states' names in lower case
 * @param {string[]} lowerKinds the kinds' names in lower case
 */
function searchStates(query, lowerNames, lowerKinds, kindOfState) {
  const q = query.trim().toLowerCase();
  if (!q) return { kinds: [], matches: [] };
  const kinds = [];
  lowerKinds.forEach((k, i) => { if (k.includes(q)) kinds.push(i); });
  const kindSet = new Set(kinds);
  const matches = [];
  for (let s = 0; s < lowerNames.length; s++) if (lowerNames[s].includes(q) || kindSet.has(kindOfState[s])) matches.push(s);
  return { kinds, matches };
}

/** `1 state`, `2 states`. */
const countOf = (n, one, many) => n + ' ' + (n === 1 ? one : many);

return { indexMoves, shortestPath, formatPath, resolvePath, findState, kindPath, describeKinds, searchStates, countOf };
})();
if (typeof module === 'object' && module.exports) module.exports = PageLogic;
