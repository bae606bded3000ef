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
const index = L.indexMoves(moves, names.length, actionNumber);
const reachedBy = [-1, 0, 2, 1];

test('the moves of a state are a range, empty for a state with none', () => {
  assert.deepEqual([...index.firstMove], [0, 2, 4, 4, 5]);
  assert.deepEqual([...index.moveFrom], [0, 0, 1, 1, 3]);
  assert.deepEqual([...index.moveAction], [0, 1, 2, 3, 4]);
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
  const oddIndex = L.indexMoves([{ from: 0, action: 'go/on:now', states: [1] }, { from: 0, action: 'go/on:now', states: [0] }], 2,
    new Map([['go/on:now', 0]]));
  const text = L.formatPath([{ move: 0, taken: 1 }], oddIndex, ['go/on:now'], odd);
  assert.equal(text, 'go%2Fon%3Anow:c%3Ad%20%26%20e%3Df');
  assert.deepEqual(L.resolvePath(text, 0, oddIndex, ['go/on:now'], odd), { steps: [{ move: 0, taken: 1 }], broken: null });
  assert.deepEqual([...L.parseFragment('#path=' + text + '&view=chart')], [['path', text], ['view', 'chart']]);
});

test('a state that comes twice in a move is named with its count', () => {
  const loop = ['a', 'b'];
  const loopIndex = L.indexMoves([{ from: 0, action: 'spin', states: [1, 0, 1] }], 2, new Map([['spin', 0]]));
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
  const twoWays = L.indexMoves([{ from: 0, action: 'go', states: [1] }, { from: 0, action: 'go', states: [2] }], 3, new Map([['go', 0]]));
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
  assert.deepEqual(L.searchStates('muted', lower, lowerKinds, coversOf, kindParents), { kinds: [5], matches: [2, 3] });
  assert.deepEqual(L.searchStates('volume', lower, lowerKinds, coversOf, kindParents), { kinds: [3, 4, 5], matches: [0, 1, 2, 3] });
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
  assert.deepEqual(L.searchStates('  LOAD ', lowerNames, lowerKinds, kindsOf, flat), { kinds: [1, 2], matches: [1, 2] });
  assert.deepEqual(L.searchStates('ok', lowerNames, lowerKinds, kindsOf, flat), { kinds: [], matches: [2] });
  assert.deepEqual(L.searchStates('   ', lowerNames, lowerKinds, kindsOf, flat), { kinds: [], matches: [] });
  assert.deepEqual(L.searchStates('zzz', lowerNames, lowerKinds, kindsOf, flat), { kinds: [], matches: [] });
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
