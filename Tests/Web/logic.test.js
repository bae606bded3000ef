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

test('a walk is written as choice numbers, a partly taken move as choice:taken', () => {
  const steps = [{ move: 1, taken: 1 }, { move: 3, taken: 1 }, { move: 4, taken: 1 }, { move: 1, taken: 2 }];
  assert.equal(L.formatPath(steps, index), '2:1.2.1.2');
  assert.equal(L.formatPath([], index), '');
});

test('a path link is read back into the same walk', () => {
  const steps = [{ move: 0, taken: 1 }, { move: 3, taken: 1 }, { move: 4, taken: 1 }, { move: 1, taken: 1 }];
  const text = L.formatPath(steps, index);
  assert.deepEqual(L.resolvePath(text, 0, index), { steps, broken: null });
  assert.deepEqual(L.resolvePath('', 0, index), { steps: [], broken: null });
});

test('a taken count beyond the move is the whole move, below one is its first state', () => {
  assert.deepEqual(L.resolvePath('2:9', 0, index).steps, [{ move: 1, taken: 2 }]);
  assert.deepEqual(L.resolvePath('2:0', 0, index).steps, [{ move: 1, taken: 1 }]);
});

test('a link that breaks names its step, its text and the state, and keeps the steps before', () => {
  assert.deepEqual(L.resolvePath('1.3', 0, index), { steps: [{ move: 0, taken: 1 }], broken: { step: 2, part: '3', at: 1 } });
  assert.deepEqual(L.resolvePath('1.1.x', 0, index).broken, { step: 3, part: 'x', at: 2 });
  assert.deepEqual(L.resolvePath('0', 0, index).broken, { step: 1, part: '0', at: 0 });
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
const kindNumber = new Map(kinds.map((k, i) => [k, i]));

test('a state opens by its name, else by a kind its shallowest state has, else not at all', () => {
  const stateNames = ['s0', 's1', 's2', 's3'];
  const kindOfState = [1, 2, 2, 1];
  const depths = [0, 2, 1, 1];
  assert.equal(L.findState('s3', stateNames, kindNumber, kindOfState, depths), 3);
  assert.equal(L.findState('player.paused', stateNames, kindNumber, kindOfState, depths), 2);
  assert.equal(L.findState('player.playing', stateNames, kindNumber, kindOfState, depths), 0);
  assert.equal(L.findState('volume.muted', stateNames, kindNumber, kindOfState, depths), null);
  assert.equal(L.findState('nothing', stateNames, kindNumber, kindOfState, depths), null);
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
  const kindOfState = [0, 1, 2, 3];
  assert.deepEqual(L.searchStates('  LOAD ', lowerNames, lowerKinds, kindOfState), { kinds: [1, 2], matches: [1, 2] });
  assert.deepEqual(L.searchStates('ok', lowerNames, lowerKinds, kindOfState), { kinds: [], matches: [2] });
  assert.deepEqual(L.searchStates('   ', lowerNames, lowerKinds, kindOfState), { kinds: [], matches: [] });
  assert.deepEqual(L.searchStates('zzz', lowerNames, lowerKinds, kindOfState), { kinds: [], matches: [] });
});

test('counts read as words', () => {
  assert.equal(L.countOf(1, 'state', 'states'), '1 state');
  assert.equal(L.countOf(0, 'state', 'states'), '0 states');
  assert.equal(L.countOf(12, 'state', 'states'), '12 states');
});
