// The page's pure logic (Sources/VSMInspectKit/Web/Page/logic.js) under Node's test runner.
const test = require('node:test');
const assert = require('node:assert/strict');
const L = require('../../Sources/VSMInspectKit/Web/Page/logic.js');

// A small machine: idle --load--> loading, idle --retry--> [loading, failed] (a move that emits
// two states), loading --finish--> done, loading --fail--> failed, failed --reset--> idle.
const names = ['idle', 'loading', 'done', 'failed'];
const moves = [
  { from: 0, action: 'load', states: [1] },
  { from: 0, action: 'retry', states: [1, 3] },
  { from: 1, action: 'finish', states: [2] },
  { from: 1, action: 'fail', states: [3] },
  { from: 3, action: 'reset', states: [0] },
];
const actionNumber = new Map([['load', 0], ['retry', 1], ['finish', 2], ['fail', 3], ['reset', 4]]);

// Moves as the page's data lists them: a count per state, then each move's action and states
// (a number for one state).
function indexOf(list, stateCount, numbers) {
  const counts = new Array(stateCount).fill(0);
  for (const move of list) counts[move.from]++;
  return L.indexMoves(counts, list.map(move => numbers.get(move.action)),
    list.map(move => move.states.length === 1 ? move.states[0] : move.states));
}
const index = indexOf(moves, names.length, actionNumber);
const reachedBy = [-1, 0, 2, 1];

test('the moves of a state are a range, empty for a state with none', () => {
  assert.deepEqual([...index.firstMove], [0, 2, 4, 4, 5]);
  assert.deepEqual([...index.moveFrom], [0, 0, 1, 1, 3]);
  assert.deepEqual([...index.moveAction], [0, 1, 2, 3, 4]);
  assert.deepEqual([0, 1, 2, 3, 4].map(m => L.statesOf(index, m)), [[1], [1, 3], [2], [3], [0]]);
  assert.equal(L.stateAt(index, 1, 1), 3);
});

const actions = ['load', 'retry', 'finish', 'fail', 'reset'];

test('a walk is written as its actions, with the state where the action alone does not say', () => {
  // retry emits loading then failed: the first state only is retry:loading, both is retry.
  const steps = [{ move: 1, taken: 1 }, { move: 3, taken: 1 }, { move: 4, taken: 1 }, { move: 1, taken: 2 }];
  assert.equal(L.formatPath(steps, index, actions, names), 'retry:loading/fail/reset/retry');
  assert.equal(L.formatPath([], index, actions, names), '');
});

test('a path link is read back into the same walk', () => {
  const steps = [{ move: 0, taken: 1 }, { move: 3, taken: 1 }, { move: 4, taken: 1 }, { move: 1, taken: 1 }];
  const text = L.formatPath(steps, index, actions, names);
  assert.equal(text, 'load/fail/reset/retry:loading');
  assert.deepEqual(L.resolvePath(text, 0, index, actions, names), { steps, broken: null });
  assert.deepEqual(L.resolvePath('', 0, index, actions, names), { steps: [], broken: null });
  assert.deepEqual(L.resolvePath('retry:failed', 0, index, actions, names).steps, [{ move: 1, taken: 2 }]);
});

test('names with separators in them are escaped in links and read back', () => {
  const odd = ['a/b', 'c:d & e=f'];
  const oddIndex = indexOf([{ from: 0, action: 'go/on:now', states: [1] }, { from: 0, action: 'go/on:now', states: [0] }], 2,
    new Map([['go/on:now', 0]]));
  const text = L.formatPath([{ move: 0, taken: 1 }], oddIndex, ['go/on:now'], odd);
  assert.equal(text, 'go%2Fon%3Anow:c%3Ad%20%26%20e%3Df');
  assert.deepEqual(L.resolvePath(text, 0, oddIndex, ['go/on:now'], odd), { steps: [{ move: 0, taken: 1 }], broken: null });
  assert.deepEqual([...L.parseFragment('#path=' + text + '&view=chart')], [['path', text], ['view', 'chart']]);
});

test('a state that comes twice in a move is named with its count', () => {
  const loop = ['a', 'b'];
  const loopIndex = indexOf([{ from: 0, action: 'spin', states: [1, 0, 1] }], 2, new Map([['spin', 0]]));
  const steps = [{ move: 0, taken: 3 }];
  assert.equal(L.formatPath(steps, loopIndex, ['spin'], loop), 'spin');
  assert.equal(L.formatPath([{ move: 0, taken: 1 }], loopIndex, ['spin'], loop), 'spin:b');
  // spin:b:2 is the second time b comes: the whole move here, a different walk from spin:b.
  assert.deepEqual(L.resolvePath('spin:b:2', 0, loopIndex, ['spin'], loop).steps, steps);
  assert.deepEqual(L.resolvePath('spin:b', 0, loopIndex, ['spin'], loop).steps, [{ move: 0, taken: 1 }]);
});

test('a link that breaks names its step, its text, the state and why, and keeps the steps before', () => {
  assert.deepEqual(L.resolvePath('load/retry', 0, index, actions, names),
    { steps: [{ move: 0, taken: 1 }], broken: { step: 2, part: 'retry', at: 1, reason: 'no-move' } });
  assert.deepEqual(L.resolvePath('load/finish:failed', 0, index, actions, names).broken,
    { step: 2, part: 'finish:failed', at: 1, reason: 'no-state' });
  assert.deepEqual(L.resolvePath('load/%E0', 0, index, actions, names).broken,
    { step: 2, part: '%E0', at: 1, reason: 'unreadable' });
  assert.deepEqual(L.resolvePath('2.1.3', 0, index, actions, names).broken,
    { step: 1, part: '2.1.3', at: 0, reason: 'no-move' });
});

test('an action with several moves and no state to choose by is ambiguous, never a guess', () => {
  const twoWays = indexOf([{ from: 0, action: 'go', states: [1] }, { from: 0, action: 'go', states: [2] }], 3, new Map([['go', 0]]));
  const three = ['a', 'b', 'c'];
  assert.deepEqual(L.resolvePath('go', 0, twoWays, ['go'], three).broken, { step: 1, part: 'go', at: 0, reason: 'ambiguous' });
  assert.equal(L.formatPath([{ move: 1, taken: 1 }], twoWays, ['go'], three), 'go:c');
});

test('a broken link offers the last state its unread steps name', () => {
  assert.equal(L.intendedState('load/finish:failed/reset:idle', 2, names), 0);
  assert.equal(L.intendedState('load/finish:failed', 2, names), 3);
  assert.equal(L.intendedState('load/finish:nowhere', 2, names), null);
  assert.equal(L.intendedState('load/oops', 2, names), null);
});

test('the shortest path follows the move that first reached each state', () => {
  assert.deepEqual(L.shortestPath(2, reachedBy, index), { start: 0, steps: [{ move: 0, taken: 1 }, { move: 2, taken: 1 }] });
  assert.deepEqual(L.shortestPath(3, reachedBy, index), { start: 0, steps: [{ move: 1, taken: 2 }] });
  assert.deepEqual(L.shortestPath(0, reachedBy, index), { start: 0, steps: [] });
});

// Kinds: player (0) with children playing (1) and paused (2); a second region volume (3)
// with audible (4) and muted (5).
const kinds = ['player', 'player.playing', 'player.paused', 'volume', 'volume.audible', 'volume.muted'];
const kindParents = [null, 0, 0, null, 3, 3];
const kindLabels = ['player', 'playing', 'paused', 'volume', 'audible', 'muted'];
const kindNamed = L.kindNamer(kinds, kindLabels);

test('a kind is named by its full name, or by its label where that is its own', () => {
  assert.equal(kindNamed('volume.muted'), 5);
  assert.equal(kindNamed('muted'), 5);
  assert.equal(kindNamed('volume'), 3);
  assert.equal(kindNamed('nothing'), undefined);
  const twice = L.kindNamer(['a', 'a.on', 'b', 'b.on'], ['a', 'on', 'b', 'on']);
  assert.equal(twice('on'), undefined);
  assert.equal(twice('b.on'), 3);
});

test('a state opens by its name, else by a kind its shallowest state has, else not at all', () => {
  const stateNames = ['s0', 's1', 's2', 's3'];
  const kindOfState = [1, 2, 2, 1];
  const kindsOf = s => [kindOfState[s]];
  const depths = [0, 2, 1, 1];
  assert.equal(L.findState('s3', stateNames, kindNamed, kindsOf, depths, kindParents), 3);
  assert.equal(L.findState('player.paused', stateNames, kindNamed, kindsOf, depths, kindParents), 2);
  assert.equal(L.findState('player.playing', stateNames, kindNamed, kindsOf, depths, kindParents), 0);
  assert.equal(L.findState('player', stateNames, kindNamed, kindsOf, depths, kindParents), 0);
  assert.equal(L.findState('volume.muted', stateNames, kindNamed, kindsOf, depths, kindParents), null);
  assert.equal(L.findState('nothing', stateNames, kindNamed, kindsOf, depths, kindParents), null);
});

// A parallel chart's configurations: one kind in each region.
const configurations = [[1, 4], [2, 4], [1, 5], [2, 5]];
const configurationNames = ['playing + audible', 'paused + audible', 'playing + muted', 'paused + muted'];
const configurationDepths = [0, 1, 1, 2];
const coversOf = s => configurations[s];

test('a configuration is in the kind of every region, and in their parents', () => {
  assert.equal(L.inKind([2, 5], 5, kindParents), true);
  assert.equal(L.inKind([2, 5], 3, kindParents), true);
  assert.equal(L.inKind([2, 5], 0, kindParents), true);
  assert.equal(L.inKind([2, 5], 4, kindParents), false);
});

test('a leaf, a region or a full configuration of any region opens its nearest configuration', () => {
  const find = name => L.findState(name, configurationNames, kindNamed, coversOf, configurationDepths, kindParents);
  assert.equal(find('volume.muted'), 2);
  assert.equal(find('volume'), 0);
  assert.equal(find('player.paused'), 1);
  assert.equal(find('volume.muted + player.paused'), 3);
  assert.equal(find('player.paused+volume.muted'), 3);
  assert.equal(find('paused + muted'), 3);   // the state's own name
  assert.equal(find('muted + playing'), 2);   // labels, in any order
  assert.equal(find('muted'), 2);
  assert.equal(find('volume.muted + player.nowhere'), null);
});

test('search finds the kinds of every region and the configurations in them', () => {
  const lower = configurationNames.map(n => n.toLowerCase());
  const lowerKinds = kinds.map(k => k.toLowerCase());
  assert.deepEqual(L.searchStates('muted', lower, lowerKinds, coversOf, kindParents), { kinds: [5], counts: [2], matches: [2, 3] });
  assert.deepEqual(L.searchStates('volume', lower, lowerKinds, coversOf, kindParents),
    { kinds: [3, 4, 5], counts: [4, 2, 2], matches: [0, 1, 2, 3] });
});

test('a kind is its path of labels; one flat kind is a kind, nested or parallel a configuration', () => {
  assert.deepEqual(L.kindPath(5, kindParents, kindLabels), ['volume', 'muted']);
  assert.deepEqual(L.describeKinds([1, 5], kindParents, kindLabels),
    { term: 'configuration', paths: ['player › playing', 'volume › muted'] });
  assert.deepEqual(L.describeKinds([2], kindParents, kindLabels), { term: 'configuration', paths: ['player › paused'] });
  assert.deepEqual(L.describeKinds([0], kindParents, kindLabels), { term: 'kind', paths: ['player'] });
});

test('search matches names and kinds in any case, trimmed, states in order', () => {
  const lowerNames = ['idle', 'loading', 'loaded(ok)', 'failed'];
  const lowerKinds = ['idle', 'loading', 'loaded', 'failed'];
  const kindsOf = s => [s];
  const flat = [null, null, null, null];
  assert.deepEqual(L.searchStates('  LOAD ', lowerNames, lowerKinds, kindsOf, flat), { kinds: [1, 2], counts: [1, 1], matches: [1, 2] });
  assert.deepEqual(L.searchStates('ok', lowerNames, lowerKinds, kindsOf, flat), { kinds: [], counts: [], matches: [2] });
  assert.deepEqual(L.searchStates('   ', lowerNames, lowerKinds, kindsOf, flat), { kinds: [], counts: [], matches: [] });
  assert.deepEqual(L.searchStates('zzz', lowerNames, lowerKinds, kindsOf, flat), { kinds: [], counts: [], matches: [] });
});

test('counts read as words', () => {
  assert.equal(L.countOf(1, 'state', 'states'), '1 state');
  assert.equal(L.countOf(0, 'state', 'states'), '0 states');
  assert.equal(L.countOf(12, 'state', 'states'), '12 states');
});

test('a dump is a tree of named fields, unnamed ones by their place', () => {
  const tree = L.parseDump('▿ Rates\n  ▿ state: Rates(counter: 0)\n    - counter: 0\n  ▿ answers: 2 elements\n    - "success"\n    - "failure"');
  assert.equal(tree.value, 'Rates');
  assert.deepEqual(tree.children.map(c => [c.name, c.value]), [['state', 'Rates(counter: 0)'], ['answers', '2 elements']]);
  assert.deepEqual(tree.children[1].children.map(c => [c.name, c.value]), [['[0]', '"success"'], ['[1]', '"failure"']]);
});

test('the data that changed is named by its fields, another case by its value', () => {
  const before = '▿ Running\n  ▿ state: Rates(counter: 0, idle)\n    - counter: 0\n    - isLoading: false\n  - inFlight: 0 elements';
  const after = '▿ Running\n  ▿ state: Rates(counter: 1, loading)\n    - counter: 1\n    - isLoading: true\n'
    + '  ▿ inFlight: 1 element\n    - action: add';
  assert.deepEqual(L.diffData(before, after), [
    { path: 'state.counter', before: '0', after: '1' },
    { path: 'state.isLoading', before: 'false', after: 'true' },
    { path: 'inFlight', before: '0 elements', after: '1 element' },
  ]);
  assert.deepEqual(L.diffData(before, before), []);
  assert.deepEqual(L.diffData('▿ loaded(a)\n  - loaded: 1 element', '- failed(b)'), [{ path: '', before: 'loaded(a)', after: 'failed(b)' }]);
});

test('a chart step leaves and enters regions, the others stay', () => {
  assert.deepEqual(L.regionChanges([4, 9], [4, 10]), { left: [9], entered: [10] });
  assert.deepEqual(L.regionChanges([0], [4, 9]), { left: [0], entered: [4, 9] });
  assert.deepEqual(L.regionChanges([4, 9], [4, 9]), { left: [], entered: [] });
});

test('depths follow the moves that first reached the states, whatever their order', () => {
  assert.deepEqual([...L.depthsOf(reachedBy, index)], [0, 1, 2, 1]);
  // State 0 reached from state 2, which comes after it.
  const late = indexOf([{ from: 1, action: 'a', states: [2] }, { from: 2, action: 'a', states: [0] }], 3, new Map([['a', 0]]));
  assert.deepEqual([...L.depthsOf([1, -1, 0], late)], [2, 0, 1]);
});

test('the moves into a state are listed once each, a sequence into each of its states', () => {
  const into = L.incomingMoves(index, names.length);
  const of = t => Array.from(into.incoming.subarray(into.firstIn[t], into.firstIn[t + 1]));
  assert.deepEqual([0, 1, 2, 3].map(of), [[4], [0, 1], [2], [1, 3]]);
  const loop = indexOf([{ from: 0, action: 'spin', states: [1, 0, 1] }], 2, new Map([['spin', 0]]));
  const loopInto = L.incomingMoves(loop, 2);
  assert.deepEqual([...loopInto.firstIn], [0, 1, 2]);
});

test('a state\'s data is decoded from the lines of the state it was reached from', () => {
  const data = {
    lines: ['▿ Rates', '  - counter: 0', '  - loading: false', '  - counter: 1', '  - loading: true'],
    // 0: whole; 1: 0 with its middle line replaced; 2: 1 with its last line replaced; 3: none.
    states: [[-1, 0, 0, 0, 1, 2], [0, 1, 1, 3], [1, 2, 0, 4], null],
  };
  const cache = new Map();
  assert.equal(L.stateData(2, data, cache), '▿ Rates\n  - counter: 1\n  - loading: true');
  assert.equal(L.stateData(1, data, cache), '▿ Rates\n  - counter: 1\n  - loading: false');
  assert.equal(L.stateData(0, data, cache), '▿ Rates\n  - counter: 0\n  - loading: false');
  assert.equal(L.stateData(3, data, cache), null);
  assert.equal(L.stateData(0, null, new Map()), null);
});

test('a long name wraps after punctuation, and ends with … when it is cut', () => {
  assert.deepEqual(L.wrapLabel('idle', 10, 2), ['idle']);
  assert.deepEqual(L.wrapLabel('Rates(counter: 1, loading, rates: unknown)', 20, 3),
    ['Rates(counter: 1,', 'loading, rates:', 'unknown)']);
  assert.deepEqual(L.wrapLabel('abcdefghijklmnopqrstuvwxyz', 10, 2), ['abcdefghij', 'klmnopqrs…']);
});

test('the neighbourhood lists where moves lead, what leads on, and what leads here', () => {
  const into = L.incomingMoves(index, names.length);
  const around = L.neighbourhood(0, index, into, 3);
  assert.deepEqual(around.after, [{ state: 1, moves: [0, 1] }]);
  assert.deepEqual(around.second, [{ state: 2, sources: [{ state: 1, moves: [2] }] }, { state: 3, sources: [{ state: 1, moves: [3] }] }]);
  assert.deepEqual(around.before, [{ state: 3, moves: [4] }]);
  assert.deepEqual(around.stays, []);
  const cut = L.neighbourhood(0, index, into, -1, { after: 1, second: 1 });
  assert.equal(cut.moreSecond, 1);
  // failed: reached from loading (fail) and from idle (retry's second state); one shown, one more move.
  const few = L.neighbourhood(3, index, into, 1, { before: 1 });
  assert.deepEqual(few.before, [{ state: 1, moves: [3] }]);
  assert.equal(few.moreBefore, 1);
  // loading: reached from idle by load and by retry; the walk came from idle.
  assert.deepEqual(L.neighbourhood(1, index, into, 0).before, [{ state: 0, moves: [0, 1] }]);
});

const overlaps = (a, b) => a.x < b.x + b.w && b.x < a.x + a.w && a.y < b.y + b.h && b.y < a.y + a.h;
const measure = text => text.length * 7;

test('columns of boxes never overlap, whatever their labels', () => {
  const column = n => Array.from({ length: n }, (_, i) => ({ lines: [{ text: 'state ' + 'x'.repeat(i * 3) }, { text: 'go' }] }));
  const columns = [column(3), column(1), column(7), column(5)];
  const size = L.layoutColumns(columns, measure);
  const boxes = columns.flat();
  for (const a of boxes) for (const b of boxes) if (a !== b) assert.ok(!overlaps(a, b), JSON.stringify([a, b]));
  for (const box of boxes) assert.ok(box.y >= 0 && box.y + box.h <= size.height + 0.001 && box.x + box.w <= size.width);
  assert.equal(columns[1][0].y + columns[1][0].h / 2, size.height / 2);   // the one box in the middle
});

test('a group\'s states are laid out in bands by depth, readable and apart', () => {
  const states = Array.from({ length: 50 }, (_, i) => i);
  const layout = L.bandLayout(states, s => s % 3, s => ['state ' + s], measure, { rows: 8 });
  assert.equal(layout.chips.length, 50);
  assert.deepEqual(layout.titles.map(t => t.text), ['depth 0 · 17 states', 'depth 1 · 17 states', 'depth 2 · 16 states']);
  const all = layout.chips.concat(layout.titles);
  for (const a of all) for (const b of all) if (a !== b) assert.ok(!overlaps(a, b), JSON.stringify([a, b]));
  assert.ok(layout.chips.every(c => c.y + c.h <= layout.height));
});

test('the arrow keys go to the nearest place ahead', () => {
  const places = [{ x: 0, y: 0 }, { x: 100, y: 5 }, { x: 100, y: -80 }, { x: -50, y: 0 }, { x: 0, y: 60 }];
  assert.equal(L.nearestInDirection(places[0], places, 'right'), 1);
  assert.equal(L.nearestInDirection(places[0], places, 'left'), 3);
  assert.equal(L.nearestInDirection(places[0], places, 'down'), 4);
  assert.equal(L.nearestInDirection(places[0], places, 'up'), 2);
  assert.equal(L.nearestInDirection(places[3], places, 'left'), -1);
});

test('a neighbour\'s name leaves out the words it shares with the current state\'s', () => {
  const here = 'counting.c1.v0 + counting.c2.v0 + counting.c3.v0';
  assert.equal(L.elideCommon('counting.c1.v1 + counting.c2.v0 + counting.c3.v0', here), 'counting.c1.v1 …');
  assert.equal(L.elideCommon('counting.c1.v0 + counting.c2.v1 + counting.c3.v0', here), '… counting.c2.v1 …');
  assert.equal(L.elideCommon('counting.c1.v0 + counting.c2.v0 + counting.c3.v9', here), '… counting.c3.v9');
  // One shared word is kept; a name with nothing in common, or all of it, is as it is.
  assert.equal(L.elideCommon('loaded(a) ok', 'loaded(a) failed'), 'loaded(a) ok');
  assert.equal(L.elideCommon('x1y0', 'x0y0'), 'x1y0');
  assert.equal(L.elideCommon('Rates(counter: 1, idle, rates: unknown)', 'Rates(counter: 0, idle, rates: unknown)'), 'Rates(counter: 1, …');
});

test('names show control characters, separators and bidirectional controls as escapes', () => {
  assert.equal(L.visible('\u202Egnp.exe'), '\\u{202E}gnp.exe');
  assert.equal(L.visible('a\u2028b\u2029c'), 'a\\u{2028}b\\u{2029}c');
  assert.equal(L.visible('go\nline\u001B[2J'), 'go\\u{A}line\\u{1B}[2J');
  assert.equal(L.visible('\u2066x\u2069 \u200F'), '\\u{2066}x\\u{2069} \\u{200F}');
  assert.equal(L.visible('\u0085'), '\\u{85}');
  // Twice in a row: the test of a name does not carry a position from the last call.
  assert.equal(L.visible('\u202E'), '\\u{202E}');
  assert.equal(L.visible('\u202E'), '\\u{202E}');
  // Everything else is left as it is, right-to-left letters and HTML included.
  assert.equal(L.visible('שלום <b>&'), 'שלום <b>&');
  assert.equal(L.visible(42), 42);
});
