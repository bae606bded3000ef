(() => {
'use strict';
const startTime = performance.now();
const D = JSON.parse(document.getElementById('machine-data').textContent);
const L = PageLogic;
const $ = id => document.getElementById(id);
// Names are written as the numbers of their words.
const names = D.names.map(name => typeof name === 'number' ? D.words[name] : name.map(word => D.words[word]).join(''));
const N = names.length;
const kindOfState = D.stateKinds;

// Moves, in state order: the moves of state s are firstMove[s] ..< firstMove[s + 1].
const moveIndex = L.indexMoves(D.moveCounts, D.moveActions, D.moveStates);
const { moveFrom, moveAction, firstMove } = moveIndex;
const statesOf = m => L.statesOf(moveIndex, m);
const lengthOf = m => L.lengthOf(moveIndex, m);
const firstOf = m => moveIndex.targets[moveIndex.firstState[m]];
const reachedBy = D.reachedBy;
const depths = L.depthsOf(reachedBy, moveIndex);
const isFinal = new Uint8Array(N);
for (const s of D.finals) isFinal[s] = 1;
const statusOf = new Map();
for (const group of D.unexplored) for (const s of group.states) statusOf.set(s, group.status);
const movesOf = s => { const r = []; for (let m = firstMove[s]; m < firstMove[s + 1]; m++) r.push(m); return r; };
let into = null;   // the moves into each state, worked out when first needed
const movesInto = () => into || (into = L.incomingMoves(moveIndex, N));
const dataCache = new Map();
const dataOf = s => L.stateData(s, D.data, dataCache);

// Findings: the marks on each state, for the current state's facts.
const marksOfState = new Map();
D.findings.forEach(f => {
  for (const s of f.states) {
    if (!marksOfState.has(s)) marksOfState.set(s, []);
    if (!marksOfState.get(s).includes(f.check)) marksOfState.get(s).push(f.check);
  }
});

// ---- The walk ----------------------------------------------------------------------
let start = D.initial.length ? D.initial[0] : 0;
let steps = [];    // {move, taken}
let future = [];   // steps undone by back, or a replay's steps to come (last = next)
let replay = null; // {title, timer, total}

const stepEnd = st => L.stateAt(moveIndex, st.move, st.taken - 1);
const current = () => steps.length ? stepEnd(steps[steps.length - 1]) : start;
const sameStep = (a, b) => a && b && a.move === b.move && a.taken === b.taken;

const shortest = target => L.shortestPath(target, reachedBy, moveIndex);

function take(step) {
  if (sameStep(future[future.length - 1], step)) future.pop(); else { future = []; stopReplay(); }
  steps.push(step);
  update();
}
function takeMove(m) { take({ move: m, taken: lengthOf(m) }); }
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
// With reduced motion asked for, a replay does not move by itself: it shows the whole trace
// at once, paused, to be stepped through with Back and Forward.
const reducedMotion = () => window.matchMedia && matchMedia('(prefers-reduced-motion: reduce)').matches;
function startReplay(target, title) {
  const path = shortest(target);
  stopReplay();
  start = path.start;
  steps = [];
  future = path.steps.slice().reverse();
  replay = { title, total: path.steps.length, timer: null };
  $('replay-bar').hidden = false;
  if (reducedMotion()) {
    while (future.length) steps.push(future.pop());
    pauseReplay();
  } else {
    playReplay();
  }
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
  let text = '#path=' + L.formatPath(steps, moveIndex, D.actions, names);
  if (D.initial.indexOf(start) > 0) text += '&start=' + L.linkName(names[start]);
  return text + (shown && shown !== D.defaultView ? '&view=' + shown : '');
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
  if (params.has('view') && knownView(value('view'))) showView(value('view'));
  if (params.has('state')) {
    const name = value('state');
    const s = name === null ? null : findState(name);
    const unreached = s === null && name !== null ? unreachedFinding(name) : -1;
    if (unreached >= 0) explainUnreached(unreached);
    else if (s === null) { notice('No reachable state named “' + (name ?? params.get('state')) + '”.'); openPath({ start: D.initial[0] || 0, steps: [] }); }
    else openState(s);
    historyMode = 'push';
    return;
  }
  let at = D.initial[0] || 0;
  const startName = value('start');
  if (startName !== null && D.initial.includes(names.indexOf(startName))) at = names.indexOf(startName);
  else if (params.has('start')) notice('“' + (startName ?? params.get('start')) + '” is not an initial state: the walk starts at ' + names[at] + '.');
  const text = params.get('path') || '';
  const { steps: walked, broken } = L.resolvePath(text, at, moveIndex, D.actions, names);
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
const ownKind = s => [kindOfState[s]];
const kindsOf = D.stateCovers ? (s => D.stateCovers[s]) : ownKind;
const kindNamed = L.kindNamer(D.kinds, D.kindLabels);
const findState = name => L.findState(name, names, kindNamed, kindsOf, depths, D.kindParents);

// ---- Notices and announcements ----------------------------------------------------------
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
// Each step said once in the live region, for a screen reader: the move taken and where it
// led, or the state a step back went to.
let announced = null;
function announce() {
  const s = current(), key = steps.length + ' ' + s;
  if (announced === null || announced.key === key) { announced = { key, count: steps.length }; return; }
  const back = steps.length < announced.count;
  announced = { key, count: steps.length };
  const moves = movesOf(s).length, last = steps[steps.length - 1];
  const count = moves ? L.countOf(moves, 'move', 'moves') : 'no moves';
  $('announce').textContent = L.visible(back ? 'back to ' + names[s] + ', ' + count + '.'
    : (last ? D.actions[moveAction[last.move]] + ': ' : '') + 'now at ' + names[s] + ', ' + count + '.');
}

// ---- Text helpers ------------------------------------------------------------------
function el(tag, attributes, ...children) {
  const node = document.createElement(tag);
  for (const [key, value] of Object.entries(attributes || {})) {
    if (key === 'class') node.className = value;
    else if (key === 'text') node.textContent = L.visible(value);
    else if (key.startsWith('on')) node.addEventListener(key.slice(2), value);
    else node.setAttribute(key, key === 'title' || key === 'aria-label' ? L.visible(value) : value);
  }
  for (const child of children) node.append(L.visible(child));
  return node;
}
const checkNames = { 'dead-end': 'dead end', 'unused-action': 'unused action' };
const stateLink = s => el('button', { class: 'state-link', text: names[s], title: 'Open by its shortest path', onclick: () => openState(s) });

// ---- The side panel ----------------------------------------------------------------
function renderHeader() {
  $('machine-name').textContent = L.visible(D.machine);
  document.title = L.visible(D.machine) + ' · vsm-inspect explorer';
  const st = D.statistics;
  let text = st.states + ' states, ' + st.transitions + ' transitions, depth ' + st.depth;
  if (D.constraint) text += ' · constraint ' + D.constraint + (st.outsideConstraint ? ' (' + st.outsideConstraint + ' outside)' : '');
  if (!D.complete) text += D.findings.some(f => f.check === 'incomplete') ? ' · incomplete: a bound stopped exploration'
    : ' · incomplete: exploration did not go on past a step it could not follow';
  if (D.coverage) text += ' · coverage: ' + D.coverage.summary;
  $('machine-stats').textContent = L.visible(text);
  $('machine-stats').title = L.visible(text);
}

// The finding of a declared state not reached that a name means (by whole name or label).
function unreachedFinding(name) {
  const kind = kindNamed(name);
  return D.findings.findIndex(f => f.why !== null && f.state !== null && (f.state === name || kind !== undefined && D.kinds[kind] === f.state));
}
// A link to a state not reached: say why, open the nearest reached state, and open the answer.
function explainUnreached(i) {
  const f = D.findings[i];
  const nearest = f.why.nearest;
  notice('“' + f.state + '” is not reached: ' + f.why.summary.replace(/^why: /, '').replace(/:$/, '') + (nearest !== null ? '. Opened the nearest reached state, ' + names[nearest] + '.' : '.'));
  openPath(nearest !== null ? shortest(nearest) : { start: D.initial[0] || 0, steps: [] });
  const item = expandFinding(i, true);
  const details = item && item.querySelector('details.why');
  if (details) { details.open = true; details.scrollIntoView({ block: 'nearest' }); }
}
// Why a declared state is not reached, as `paths --to X --why` says it.
function whyDetails(why) {
  const details = el('details', { class: 'why' }, el('summary', { text: 'Why is it not reached?' }));
  details.append(el('p', { class: 'why-summary', text: why.summary.replace(/^why: /, '') }));
  if (why.ways.length) {
    const list = el('ul', { class: 'ways' });
    for (const way of why.ways) list.append(el('li', {}, el('code', { text: way.title }), ': ' + way.message));
    details.append(list);
  }
  if (why.nearest !== null) {
    details.append(el('p', { class: 'why-nearest' }, 'Nearest reached state: ',
      el('button', { class: 'state-link', text: names[why.nearest], title: why.nearestNote, onclick: () => openState(why.nearest) })));
  }
  return details;
}

let selectedFinding = null;
// Findings, one line each, grouped by check: a group of a few findings is open, a long list
// shows a line a check, so that the walk stays in the first screen. A finding's line opens
// what it is about (its states, why, its instances).
const openGroupsUpTo = 8;
function renderFindings() {
  const list = $('findings');
  list.textContent = '';
  const failing = D.findings.filter(f => f.fails).length;
  $('findings-count').textContent = D.findings.length ? D.findings.length + ' (' + failing + ' failing)' : '';
  if (!D.findings.length) { list.append(el('p', { class: 'none', text: 'No findings: every check passes.' })); return; }
  const groups = new Map();
  D.findings.forEach((f, i) => { if (!groups.has(f.check)) groups.set(f.check, []); groups.get(f.check).push(i); });
  for (const [check, members] of groups) {
    const fails = D.findings[members[0]].fails;
    const group = el('details', { class: 'finding-group', 'data-check': check },
      el('summary', {}, el('span', { class: 'check ' + (fails ? 'fails-label' : 'warn-label'), text: checkNames[check] || check }),
        el('span', { class: 'count', text: String(members.length) })));
    group.open = D.findings.length <= openGroupsUpTo;
    const items = el('ol', {});
    for (const i of members) items.append(findingItem(D.findings[i], i));
    group.append(items);
    list.append(group);
  }
}
function findingItem(f, i) {
  const item = el('li', { class: 'finding' + (f.fails ? ' fails' : ''), 'data-finding': i });
  const label = checkNames[f.check] || f.check;
  const about = f.state !== null ? label + ' ' + f.state : label + ' ' + (i + 1);
  const line = el('div', { class: 'finding-line' });
  line.append(el('button', { class: 'message', text: f.message, title: f.message, 'aria-expanded': 'false',
    onclick: () => expandFinding(i, !item.classList.contains('expanded')) }));
  const title = s => label + ': ' + names[s];
  if (f.target !== null) {
    line.append(el('button', { class: 'replay', text: '▶ ' + f.steps + (f.steps === 1 ? ' step' : ' steps'),
      title: 'Replay its trace', 'aria-label': 'Replay the trace of ' + about + ' (' + f.steps + ' steps)',
      onclick: () => { selectFinding(i); startReplay(f.target, title(f.target)); } }));
  }
  line.append(el('button', { class: 'show', text: 'Show', title: 'Show on diagram', 'aria-label': 'Show on diagram: ' + about,
    onclick: () => { selectFinding(i === selectedFinding ? null : i); } }));
  item.append(line);
  const more = el('div', { class: 'finding-more' });
  const states = f.states.slice(0, 12);
  if (states.length) {
    const row = el('div', { class: 'states' });
    for (const s of states) row.append(stateLink(s));
    if (f.states.length > states.length) row.append(el('span', { class: 'none', text: ' and ' + (f.states.length - states.length) + ' more' }));
    more.append(row);
  }
  if (f.why !== null) more.append(whyDetails(f.why));
  if (f.instanceCount) {
    const details = el('details', {}, el('summary', { text: f.instanceCount + ' instances, each with its trace' }));
    for (const instance of f.instances) {
      const row = el('div', { class: 'instance' });
      if (instance.target !== null) {
        row.append(el('button', { class: 'replay', text: '▶', title: 'Replay its trace', 'aria-label': 'Replay the trace to ' + names[instance.target],
          onclick: () => { selectFinding(i); startReplay(instance.target, title(instance.target)); } }));
      }
      row.append(el('span', { text: instance.message }));
      details.append(row);
    }
    if (f.instanceCount > f.instances.length) details.append(el('div', { class: 'none', text: 'and ' + (f.instanceCount - f.instances.length) + ' more' }));
    more.append(details);
  }
  if (more.childNodes.length) item.append(more); else item.classList.add('plain');
  return item;
}
// Opens (or closes) a finding's line: its whole message and what it is about.
function expandFinding(i, open) {
  const item = document.querySelector('.finding[data-finding="' + i + '"]');
  if (!item) return null;
  item.closest('details.finding-group').open = true;
  item.classList.toggle('expanded', open);
  item.querySelector('.message').setAttribute('aria-expanded', String(open));
  return item;
}
// The nodes a state is drawn in: one, or in the chart one per region of a configuration.
function nodesOf(view, s) {
  if (view.grouping === 'none') return [s];
  if (view.grouping === 'chart' && D.stateCovers) return D.stateCovers[s].map(k => view.nodeOfKind[k]).filter(n => n >= 0);
  const n = view.nodeOfKind[kindOfState[s]];
  return n >= 0 ? [n] : [];
}
const nodeOf = (view, s) => view.grouping === 'none' ? s : view.nodeOfKind[kindOfState[s]];
function findingNodes(i) {
  // Kinds no state has (unreachable) are drawn as nodes named after them.
  const f = D.findings[i];
  const nodes = new Set();
  if (!currentView) return nodes;
  for (const s of f.states) for (const n of nodesOf(currentView, s)) nodes.add(n);
  if ((f.check === 'unreachable' || f.check === 'unreached') && f.state !== null) {
    currentView.nodes.forEach((node, n) => { if (node.members === 0 && node.name === f.state) nodes.add(n); });
  }
  return nodes;
}
function selectFinding(i) {
  selectedFinding = i;
  for (const item of document.querySelectorAll('.finding')) item.classList.toggle('selected', Number(item.dataset.finding) === i);
  if (i !== null) { const item = document.querySelector('.finding[data-finding="' + i + '"]'); if (item) item.closest('details.finding-group').open = true; }
  highlight();
  renderAround();
  if (i !== null) centerOn([...findingNodes(i)]);
}

function renderState() {
  const s = current();
  $('current-state').textContent = L.visible(names[s]);
  const facts = $('state-facts');
  facts.textContent = '';
  const add = (term, ...value) => { facts.append(el('dt', { text: term }), el('dd', {}, ...value)); };
  const described = L.describeKinds(kindsOf(s), D.kindParents, D.kindLabels);
  add(described.term, ...described.paths.map(path => el('div', { text: path })));
  let where = 'depth ' + depths[s];
  if (D.initial.includes(s)) where += ', initial';
  if (isFinal[s]) where += ', final';
  add('where', where);
  if (statusOf.has(s)) {
    const why = { 'outside-constraint': 'outside the constraint', 'at-depth-bound': 'at the depth bound', 'not-expanded': 'beyond the state bound' };
    add('explored', 'no: ' + (why[statusOf.get(s)] || statusOf.get(s)));
  }
  const marks = marksOfState.get(s) || [];
  if (marks.length) add('findings', ...marks.map(c => el('span', { class: 'mark fails', text: checkNames[c] || c })));
  const data = dataOf(s);
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
  $('changes-step').textContent = L.visible('(step ' + steps.length + ': ' + D.actions[moveAction[last.move]] + ')');
  let said = false;
  if (D.stateCovers) {
    const { left, entered } = L.regionChanges(D.stateCovers[from], D.stateCovers[to]);
    for (const k of left) item('left ' + L.kindPath(k, D.kindParents, D.kindLabels).join(' › '), 'left');
    for (const k of entered) item('entered ' + L.kindPath(k, D.kindParents, D.kindLabels).join(' › '), 'entered');
    if (!left.length && !entered.length) item('No region changed.');
    said = true;
  }
  const before = dataOf(from), after = dataOf(to);
  if (before !== null && after !== null) {
    const changes = L.diffData(before, after);
    for (const c of changes) item((c.path || 'value') + ': ' + c.before + ' → ' + c.after);
    if (!changes.length) item('No field changed.');
    said = true;
  }
  if (!said) item(from === to ? 'It stayed at ' + names[to] + '.' : 'From ' + names[from] + ' to ' + names[to] + '.');
}

const choiceOf = (s, m) => m - firstMove[s] + 1;
function renderMoves() {
  const s = current();
  const list = $('moves');
  // Focus stays on the list when a move was taken from it (not on the page's body).
  const focused = list.contains(document.activeElement);
  list.textContent = '';
  const moves = movesOf(s);
  $('moves-count').textContent = moves.length ? String(moves.length) : '';
  if (!moves.length) {
    const why = isFinal[s] ? 'No moves: a final state.' : statusOf.has(s) ? 'Its moves were not explored.' : 'No moves: a dead end.';
    list.append(el('li', { class: 'none', text: why }));
    if (focused) list.focus();
    return;
  }
  // Moves of one action are alternatives: several outcomes of one action.
  const byAction = new Map();
  for (const m of moves) { const a = moveAction[m]; if (!byAction.has(a)) byAction.set(a, []); byAction.get(a).push(m); }
  const button = (m, label) => {
    const choice = choiceOf(s, m);
    const b = el('button', { class: 'move', 'data-move': m, 'data-choice': choice, title: 'Take this move (' + choice + ')', onclick: () => takeMove(m) });
    b.append(el('span', { class: 'number', text: choice + '.' }), el('span', { class: 'action', text: D.actions[moveAction[m]] }));
    b.append(L.visible(' → ' + statesOf(m).map(t => names[t]).join(' → ')));
    if (label) b.append(el('span', { class: 'number', text: ' ' + label }));
    if (D.coverage) {
      const n = D.coverage.moveCounts[m];
      b.append(el('span', { class: n ? 'taken' : 'untaken', text: n ? ' taken ' + n + '×' : ' never taken' }));
    }
    return b;
  };
  for (const [action, group] of byAction) {
    if (group.length === 1) { list.append(el('li', {}, button(group[0]))); continue; }
    const box = el('li', { class: 'alternatives' }, el('div', { class: 'label', text: D.actions[action] + ': ' + group.length + ' possible outcomes' }));
    group.forEach((m, k) => box.append(button(m, '(' + (k + 1) + ' of ' + group.length + ')')));
    list.append(box);
  }
  if (focused) list.querySelector('.move').focus();
}

function renderBreadcrumb() {
  const nav = $('breadcrumb');
  nav.textContent = '';
  const crumb = (text, index, cls) => {
    const button = el('button', { class: 'crumb ' + cls, text, title: 'Go to step ' + index, onclick: () => goToStep(index) });
    if (cls === 'here') button.setAttribute('aria-current', 'step');
    return button;
  };
  nav.append(crumb(names[start], 0, steps.length ? '' : 'here'));
  steps.forEach((st, i) => {
    nav.append(el('span', { class: 'arrow', text: '—' + D.actions[moveAction[st.move]] + '→' }));
    const taken = statesOf(st.move).slice(0, st.taken).map(t => names[t]).join(' → ');
    nav.append(crumb(taken, i + 1, i === steps.length - 1 ? 'here' : ''));
  });
  [...future].reverse().forEach((st, j) => {
    nav.append(el('span', { class: 'arrow', text: '—' + D.actions[moveAction[st.move]] + '→' }));
    nav.append(crumb(statesOf(st.move).slice(0, st.taken).map(t => names[t]).join(' → '), steps.length + j + 1, 'future'));
  });
  $('back').disabled = !steps.length;
  $('forward').disabled = !future.length && !movesOf(current()).length;
  if (replay) {
    $('replay-title').textContent = L.visible('Replaying ' + replay.title + ': step ' + steps.length + ' of ' + replay.total);
    if (!future.length && replay.timer === null) $('replay-play').textContent = 'Again';
  }
}

// ---- Export: the path as a Swift test and as JSON --------------------------------------
// A state's Swift literal: its name in quotes, unless the page lists another (a name with a
// quote, a backslash or a control character in it).
let literals = null;
function stateLiteral(s) {
  if (!literals) literals = new Map(D.test.stateLiterals.map(entry => [entry.state, entry.literal]));
  return literals.get(s) ?? '"' + names[s] + '"';
}
function testText() {
  const t = D.test.template, actions = D.test.actionLiterals;
  if (!steps.length) return t.head + stateLiteral(start) + t.endWithoutMoves;
  let text = t.head + stateLiteral(start) + t.openMoves;
  steps.forEach((st, i) => {
    if (i > 0) text += t.betweenMoves;
    text += actions[moveAction[st.move]] + t.beforeStates + statesOf(st.move).slice(0, st.taken).map(stateLiteral).join(t.betweenStates);
  });
  return text + t.endWithMoves;
}
function jsonText() {
  const trace = [{ state: names[start] }];
  for (const st of steps) for (const s of statesOf(st.move).slice(0, st.taken)) trace.push({ action: D.actions[moveAction[st.move]], state: names[s] });
  return JSON.stringify({ machine: D.machine, trace }, null, 2) + '\n';
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
    if (steps.slice(0, -1).some(st => st.taken < lengthOf(st.move))) {
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

// ---- Pan and zoom: a drawing in its holder ------------------------------------------------
// A mouse or one finger drags it, the wheel or two fingers zoom; the SVG's viewBox is the
// part shown. A drag of any length moves the drawing as far as the pointer went.
function viewport(holder) {
  const vp = { holder, svg: null, box: null, fullBox: null, moved: false };
  vp.attach = (svg, full) => { vp.svg = svg; vp.fullBox = full; vp.set({ ...full }); };
  vp.detach = () => { vp.svg = null; };
  vp.set = next => { vp.box = next; vp.svg.setAttribute('viewBox', [next.x, next.y, next.w, next.h].join(' ')); };
  vp.fit = () => { if (vp.svg) vp.set({ ...vp.fullBox }); };
  // Drawing units per screen pixel (the SVG keeps its aspect: one scale for both axes).
  vp.unit = () => { const m = vp.svg.getScreenCTM(); return m && m.a ? 1 / m.a : 1; };
  vp.point = (x, y) => new DOMPoint(x, y).matrixTransform(vp.svg.getScreenCTM().inverse());
  vp.limit = w => Math.min(Math.max(w, vp.fullBox.w / 200), Math.max(vp.fullBox.w, vp.fullBox.h) * 4);
  vp.zoom = (factor, cx, cy) => {
    if (!vp.svg) return;
    const box = vp.box;
    if (cx === undefined) { cx = box.x + box.w / 2; cy = box.y + box.h / 2; }
    const w = vp.limit(box.w * factor), k = w / box.w;
    vp.set({ x: cx - (cx - box.x) * k, y: cy - (cy - box.y) * k, w, h: box.h * k });
  };
  const pointers = new Map();
  let gesture = null;
  const begin = () => {
    const list = [...pointers.values()];
    const mid = list.length > 1 ? { x: (list[0].x + list[1].x) / 2, y: (list[0].y + list[1].y) / 2 } : list[0];
    const distance = list.length > 1 ? Math.hypot(list[0].x - list[1].x, list[0].y - list[1].y) : 0;
    gesture = { box: { ...vp.box }, unit: vp.unit(), mid, distance, anchor: vp.point(mid.x, mid.y), travel: gesture ? gesture.travel : 0 };
  };
  holder.addEventListener('pointerdown', event => {
    if (!vp.svg || (event.pointerType === 'mouse' && event.button !== 0)) return;
    if (pointers.size === 0) vp.moved = false;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    if (pointers.size <= 2) begin();
  });
  holder.addEventListener('pointermove', event => {
    if (!gesture || !pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, { x: event.clientX, y: event.clientY });
    const list = [...pointers.values()];
    const mid = list.length > 1 ? { x: (list[0].x + list[1].x) / 2, y: (list[0].y + list[1].y) / 2 } : list[0];
    if (!vp.moved && Math.hypot(mid.x - gesture.mid.x, mid.y - gesture.mid.y) < 4 && list.length < 2) return;
    if (!vp.moved) { vp.moved = true; holder.classList.add('panning'); try { holder.setPointerCapture(event.pointerId); } catch { /* a pointer already gone */ } }
    let k = 1;
    if (list.length > 1 && gesture.distance > 0) {
      const distance = Math.hypot(list[0].x - list[1].x, list[0].y - list[1].y);
      k = vp.limit(gesture.box.w * gesture.distance / Math.max(distance, 1)) / gesture.box.w;
    }
    const b = gesture.box, a = gesture.anchor;
    vp.set({ x: a.x - (a.x - b.x) * k - (mid.x - gesture.mid.x) * gesture.unit * k,
             y: a.y - (a.y - b.y) * k - (mid.y - gesture.mid.y) * gesture.unit * k, w: b.w * k, h: b.h * k });
  });
  const end = event => {
    if (!pointers.delete(event.pointerId)) return;
    if (pointers.size) begin(); else { gesture = null; holder.classList.remove('panning'); }
  };
  holder.addEventListener('pointerup', end);
  holder.addEventListener('pointercancel', end);
  holder.addEventListener('wheel', event => {
    if (!vp.svg) return;
    event.preventDefault();
    const p = vp.point(event.clientX, event.clientY);
    vp.zoom(event.deltaY > 0 ? 1.15 : 1 / 1.15, p.x, p.y);
  }, { passive: false });
  // A click that ended a drag is not a click on what lies under it.
  holder.addEventListener('click', event => { if (vp.moved) { event.stopPropagation(); event.preventDefault(); vp.moved = false; } }, true);
  return vp;
}
// The box around some elements of a drawing, in its units.
function boundsOf(vp, elements) {
  let x0 = Infinity, y0 = Infinity, x1 = -Infinity, y1 = -Infinity;
  const screen = vp.svg.getScreenCTM();
  if (!screen) return null;
  const toSvg = screen.inverse();
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

// ---- Walking a drawing with the keyboard ---------------------------------------------------
// A drawing is one stop of the Tab key (the current state's element, else the first); the
// arrow keys go to the nearest element that way, Enter or Space does what a click does, E
// shows a group's states. The page itself takes no arrow key.
const FOCUSABLE = 'g.node[data-node], g.edge[data-arrow], g.ax-node, g.ax-chip';
function rove(holder, preferred) {
  const items = holder.querySelectorAll(FOCUSABLE);
  if (!items.length) return;
  const target = preferred && holder.contains(preferred) ? preferred : holder.querySelector('[tabindex="0"]') || items[0];
  for (const item of holder.querySelectorAll('[tabindex="0"]')) if (item !== target) item.setAttribute('tabindex', '-1');
  target.setAttribute('tabindex', '0');
}
function installKeyboardWalk(holder) {
  holder.addEventListener('keydown', event => {
    const item = event.target.closest && event.target.closest(FOCUSABLE);
    if (!item || event.ctrlKey || event.metaKey || event.altKey) return;
    const direction = { ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down' }[event.key];
    if (direction) {
      const items = [...holder.querySelectorAll(FOCUSABLE)].filter(e => e.getClientRects().length);
      const centre = e => { const r = e.getBoundingClientRect(); return { x: r.left + r.width / 2, y: r.top + r.height / 2 }; };
      const next = L.nearestInDirection(centre(item), items.map(centre), direction);
      if (next >= 0) { rove(holder, items[next]); items[next].focus(); ensureShown(holder, items[next]); }
    } else if (event.key === 'Enter' || event.key === ' ') {
      item.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    } else if ((event.key === 'e' || event.key === 'E') && item.dataset.node !== undefined) {
      if (!(currentView && openLevel(Number(item.dataset.node)))) openInside(Number(item.dataset.node));
    } else if (event.key === 'Home') {
      const here = holder.querySelector('.vx-current[data-node], .ax-node.vx-current, .ax-chip.vx-current');
      if (here) { rove(holder, here); here.focus(); }
    } else {
      return;
    }
    event.preventDefault();
    event.stopPropagation();
  });
}
// An element walked to that lies outside the part shown is brought into view.
function ensureShown(holder, element) {
  const vp = holder === $('diagram') ? mainView : aroundView;
  if (!vp.svg) return;
  const b = boundsOf(vp, [element]);
  const box = vp.box;
  if (b && (b.x < box.x || b.y < box.y || b.x + b.w > box.x + box.w || b.y + b.h > box.y + box.h)) {
    vp.set({ x: b.x + b.w / 2 - box.w / 2, y: b.y + b.h / 2 - box.h / 2, w: box.w, h: box.h });
  }
}

// ---- The diagram (Graphviz's drawing of a view) ----------------------------------------------
const views = new Map(D.views.map(v => [v.id, v]));
const knownView = id => id === 'around' || views.has(id);
const mainView = viewport($('diagram'));
let shown = null;        // `around` or the id of the view drawn
let currentView = null;  // the view drawn in #diagram, null while only the neighbourhood shows
let beside = D.beside;   // the neighbourhood beside the view, on a wide enough screen
let nodeElements = [], arrowElements = [], clusterElements = [];
let arrowByKey = new Map();
let highlighted = [];
const collapsed = new Map();  // cluster -> overlay element

// A chart too large to draw whole is drawn to several depths, compound states below each
// folded: one view, `chart`, opened level by level (its other depths are `chart-N`).
const chartLevels = D.views.filter(v => v.grouping === 'chart' && v.depth !== null).sort((a, b) => a.depth - b.depth);
const buttonOf = id => chartLevels.some(v => v.id === id) ? 'chart' : id;
function renderViewButtons() {
  const holder = $('view-buttons');
  holder.textContent = '';
  const button = (id, title) => holder.append(el('button', { 'data-view': id, text: title, 'aria-pressed': 'false',
    onclick: () => { showView(id); writeFragment('replace'); } }));
  button('around', 'Around here');
  for (const v of D.views) if (buttonOf(v.id) === v.id) button(v.id, v.title);
  const levels = $('levels');
  levels.textContent = '';
  for (const v of chartLevels) levels.append(el('option', { value: v.id, text: v.depth === 1 ? '1 level' : v.depth + ' levels' }));
  levels.addEventListener('change', () => { showView(levels.value); writeFragment('replace'); });
}
// Opens the next level of the chart where the folded state `n` of the current view is drawn.
function openLevel(n) {
  const next = chartLevels.find(v => v.depth > (currentView.depth ?? Infinity));
  if (!next || currentView.nodes[n].folded === null) return false;
  const name = currentView.nodes[n].name;
  showView(next.id);
  writeFragment('replace');
  // Centred on what the folded state held: its states one level down.
  const inside = [];
  next.nodes.forEach((node, m) => { if (node.name === name || node.name.startsWith(name + '.')) inside.push(m); });
  const cluster = next.clusters.findIndex(c => c.kind !== null && D.kinds[c.kind] === name);
  if (cluster >= 0) next.nodes.forEach((node, m) => { if (insideCluster(node.cluster, cluster) && node.kind !== null) inside.push(m); });
  centerOn(inside);
  notice(name + ' opened: ' + (next.depth === 1 ? '1 level' : next.depth + ' levels') + ' of the chart drawn.');
  return true;
}
const wide = () => $('diagram-pane').getBoundingClientRect().width >= 900;
// Which panes show: the neighbourhood alone, the view alone, or both (side by side, or on a
// narrow screen one above the other); a group's states open in the neighbourhood's pane (on a
// narrow screen, in place of the view).
function layoutPanes() {
  const alone = shown === 'around';
  const showAround = alone || inside !== null || beside;
  $('around').hidden = !showAround;
  $('diagram').hidden = alone || (inside !== null && !wide());
  $('panes').classList.toggle('split', showAround && !$('diagram').hidden);
  $('panes').classList.toggle('inside', inside !== null);
  $('beside').hidden = alone;
  $('beside').setAttribute('aria-pressed', String(beside));
}
function showView(id) {
  if (!knownView(id) || id === shown) return;
  shown = id;
  for (const b of document.querySelectorAll('#view-buttons button')) b.setAttribute('aria-pressed', String(b.dataset.view === buttonOf(id)));
  $('levels-holder').hidden = buttonOf(id) !== 'chart' || !chartLevels.length;
  if (!$('levels-holder').hidden) $('levels').value = id;
  if (id === 'around') {
    currentView = null;
    $('diagram').textContent = '';
    mainView.detach();
    $('collapse-parents').hidden = true;
    layoutPanes();
    renderAround();
    return;
  }
  const view = views.get(id);
  currentView = view;
  collapsed.clear();
  closeInside(false);
  const holder = $('diagram');
  holder.textContent = '';
  nodeElements = []; arrowElements = []; clusterElements = []; highlighted = [];
  arrowByKey = new Map();
  mainView.detach();
  holder.setAttribute('aria-label', view.title + ': the states and moves drawn');
  layoutPanes();
  holder.append(document.getElementById('svg-' + id).content.cloneNode(true));
  const svg = holder.querySelector('svg');
  svg.removeAttribute('width');
  svg.removeAttribute('height');
  svg.setAttribute('role', 'group');
  svg.setAttribute('aria-label', view.title);
  const vb = svg.viewBox.baseVal;
  mainView.attach(svg, { x: vb.x, y: vb.y, w: vb.width, h: vb.height });
  readableZoomPending = true;
  // Names a screen reader reads: the states' and kinds' own, the arrows' actions and ends.
  const deeper = chartLevels.some(v => v.depth > (view.depth ?? Infinity));
  const nodeLabel = node => view.grouping === 'cases' && node.members > 1 ? node.name + ', a group of ' + node.members + ' states (E shows them)'
    : node.folded !== null && node.folded !== undefined ? node.name + ', folded: ' + node.folded + ' states inside' + (deeper ? ' (E opens them)' : '')
    : node.name;
  view.nodes.forEach((node, n) => {
    const element = svg.getElementById(id + '-n' + n);
    nodeElements[n] = element;
    if (!element) return;
    element.dataset.node = n;
    labelElement(element, nodeLabel(node));
  });
  view.arrows.forEach((arrow, a) => {
    const element = svg.getElementById(id + '-a' + a);
    arrowElements[a] = element;
    for (const action of arrow.actions) arrowByKey.set(arrow.from + '|' + arrow.to + '|' + action + '|' + arrow.continuation, a);
    if (!element) return;
    element.dataset.arrow = a;
    labelElement(element, arrow.actions.join(', ') + ': ' + view.nodes[arrow.from].name + ' to ' + view.nodes[arrow.to].name);
  });
  view.clusters.forEach((_, c) => {
    const element = svg.getElementById(id + '-c' + c);
    clusterElements[c] = element;
    if (element) { element.dataset.cluster = c; element.querySelector('title')?.remove(); }
  });
  for (const title of svg.querySelectorAll(':scope > g > title')) title.remove();
  $('collapse-parents').hidden = !view.clusters.length;
  $('collapse-parents').textContent = 'Collapse parents';
  highlight();
  renderAround();
}
// An element of a drawing as a button with a name: its tooltip says the same.
function labelElement(element, label) {
  element.setAttribute('role', 'button');
  element.setAttribute('tabindex', '-1');
  element.setAttribute('aria-label', L.visible(label));
  const title = element.querySelector('title');
  if (title) title.textContent = L.visible(label);
}

function centerOn(nodes) {
  if (!mainView.svg || !nodes.length) return;
  const b = boundsOf(mainView, nodes.map(n => displayElement(n)));
  if (!b) return;
  let { w, h } = mainView.box;
  if (b.w * 1.2 > w || b.h * 1.2 > h) { const scale = Math.max(b.w * 1.2 / w, b.h * 1.2 / h); w *= scale; h *= scale; }
  mainView.set({ x: b.x + b.w / 2 - w / 2, y: b.y + b.h / 2 - h / 2, w, h });
}
// A diagram too wide to read whole opens at a readable scale around the current state
// (Fit shows it whole).
let readableZoomPending = false;
function readableZoom(node) {
  readableZoomPending = false;
  const rect = mainView.svg.getBoundingClientRect(), full = mainView.fullBox;
  if (!rect.width || !rect.height) return;
  const scale = Math.max(full.w / rect.width, full.h / rect.height);
  if (scale <= 1.6) return;
  const b = boundsOf(mainView, [displayElement(node)]);
  if (!b) return;
  const w = rect.width * 1.1, h = rect.height * 1.1;
  // Centred on the state, but not past the diagram's edges.
  const clamp = (value, low, size, fullSize) => size >= fullSize ? low + (fullSize - size) / 2 : Math.min(Math.max(value, low), low + fullSize - size);
  mainView.set({ x: clamp(b.x + b.w / 2 - w / 2, full.x, w, full.w), y: clamp(b.y + b.h / 2 - h / 2, full.y, h, full.h), w, h });
}
function ensureVisible(node) {
  if (!mainView.svg) return;
  const b = boundsOf(mainView, [displayElement(node)]);
  if (!b) return;
  const box = mainView.box;
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
function mark(element, cls) {
  if (!element) return;
  element.classList.add(cls);
  if (cls === 'vx-current') element.setAttribute('aria-current', 'true');
  highlighted.push([element, cls]);
}
function highlight() {
  for (const [element, cls] of highlighted) { element.classList.remove(cls); if (cls === 'vx-current') element.removeAttribute('aria-current'); }
  highlighted = [];
  nextByNode = new Map();
  if (!currentView || !mainView.svg) return;
  const view = currentView;
  const markState = (s, cls) => { for (const n of nodesOf(view, s)) mark(displayElement(n), cls); };
  const arrow = (from, to, action, continuation) => arrowElements[arrowByKey.get(nodeOf(view, from) + '|' + nodeOf(view, to) + '|' + D.actions[action] + '|' + continuation)];
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
    statesOf(st.move).slice(0, st.taken).forEach((s, k) => {
      if (!chart) mark(arrow(previous, s, moveAction[st.move], k > 0), 'vx-path');
      markState(s, 'vx-path');
      previous = s;
    });
    at = stepEnd(st);
  }
  // Successors: the first state of each move.
  const s = current();
  // In the chart, a successor is marked where it differs: the regions the move changes.
  const here = new Set(chart ? nodesOf(view, s) : []);
  for (const m of movesOf(s)) {
    const first = firstOf(m);
    const changed = nodesOf(view, first).filter(n => !here.has(n));
    for (const n of changed) {
      if (!nextByNode.has(n)) nextByNode.set(n, []);
      nextByNode.get(n).push(m);
      mark(displayElement(n), 'vx-next');
    }
    if (!changed.length) continue;
    if (chart) for (const element of chartArrows(s, m)) mark(element, 'vx-next');
    else mark(arrow(s, first, moveAction[m], false), 'vx-next');
  }
  if (selectedFinding !== null) for (const n of findingNodes(selectedFinding)) mark(displayElement(n), 'vx-finding');
  const matched = new Set();
  for (const t of searchMatches) for (const n of nodesOf(view, t)) matched.add(n);
  for (const n of matched) mark(displayElement(n), 'vx-match');
  if (inside !== null) mark(nodeElements[inside.node], 'vx-open');
  markState(s, 'vx-current');
  const here0 = nodesOf(view, s)[0];
  if (here0 !== undefined && !$('diagram').contains(document.activeElement)) rove($('diagram'), displayElement(here0));
  else rove($('diagram'));
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
  for (const t of members) if (depths[t] < depths[nearest]) nearest = t;
  jumpTo(nearest, members.length > 1 && group ? 'It is the nearest of ' + members.length + ' states in ' + view.nodes[n].name + '; double-click it (or press E) to see them all.' : '');
}
function clickArrow(a) {
  const arrow = currentView.arrows[a];
  const moves = currentView.grouping === 'chart' ? chartArrowMoves(arrow) : movesOf(current()).filter(m =>
    nodesOf(currentView, firstOf(m)).includes(arrow.to) && arrow.actions.includes(D.actions[moveAction[m]]));
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
  return movesOf(s).filter(m => events.includes(D.actions[moveAction[m]])
    && nodesOf(view, firstOf(m)).some(n => !hereSet.has(n) && covers(arrow.to, n)));
}

const SVGNS = 'http://www.w3.org/2000/svg';
function svgEl(tag, attributes, text) {
  const node = document.createElementNS(SVGNS, tag);
  for (const [key, value] of Object.entries(attributes)) node.setAttribute(key, key === 'aria-label' ? L.visible(value) : value);
  if (text !== undefined) node.textContent = L.visible(text);
  return node;
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
  group.append(svgEl('text', { class: 'title', x: b.x + b.width / 2, y: b.y + b.height / 2 - 4, 'text-anchor': 'middle' }, kind !== null ? D.kinds[kind] : currentView.clusters[c].label));
  group.append(svgEl('text', { x: b.x + b.width / 2, y: b.y + b.height / 2 + 10, 'text-anchor': 'middle' }, count + (count === 1 ? ' state' : ' states') + ' · click to expand'));
  mainView.svg.querySelector('g').append(group);
  collapsed.set(c, group);
  highlight();
}
function insideCluster(c, ancestor) { for (let at = c; at !== null && at !== undefined; at = currentView.clusters[at].parent) if (at === ancestor) return true; return false; }

let groupClick = null;
function installDiagramEvents() {
  const holder = $('diagram');
  holder.addEventListener('click', event => {
    const target = event.target;
    const over = target.closest('.vx-collapsed');
    if (over) { toggleCollapse(Number(over.dataset.collapsed)); return; }
    const node = target.closest('g.node');
    if (node && node.dataset.node !== undefined) {
      event.preventDefault();
      const n = Number(node.dataset.node);
      // A group waits for a second click, which shows its states instead.
      if (currentView.grouping === 'cases' && currentView.nodes[n].members > 1 && event.isTrusted) {
        clearTimeout(groupClick);
        if (event.detail > 1) return;
        groupClick = setTimeout(() => clickNode(n, true), 280);
      } else {
        clickNode(n, currentView.grouping === 'cases');
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
    if (node && node.dataset.node !== undefined && currentView.grouping === 'cases') openInside(Number(node.dataset.node));
    else if (node && node.dataset.node !== undefined && currentView.grouping === 'chart') openLevel(Number(node.dataset.node));
  });
  installKeyboardWalk(holder);
  const primary = () => (shown === 'around' || !mainView.svg ? aroundView : mainView);
  $('zoom-in').addEventListener('click', () => primary().zoom(1 / 1.4));
  $('zoom-out').addEventListener('click', () => primary().zoom(1.4));
  $('zoom-fit').addEventListener('click', () => primary().fit());
  $('collapse-parents').addEventListener('click', () => {
    if (!currentView) return;
    const collapsing = collapsed.size === 0;
    for (const c of [...collapsed.keys()]) toggleCollapse(c);
    if (collapsing) currentView.clusters.forEach((cluster, c) => { if (cluster.parent === null) toggleCollapse(c); });
    $('collapse-parents').textContent = collapsing ? 'Expand parents' : 'Collapse parents';
  });
  $('beside').addEventListener('click', () => { beside = !beside; layoutPanes(); renderAround(); });
  $('around-close').addEventListener('click', () => closeInside(true));
  let width = window.innerWidth;
  window.addEventListener('resize', () => { if (window.innerWidth !== width) { width = window.innerWidth; layoutPanes(); renderAround(); } });
}

// ---- Around here: the current state's neighbourhood, laid out by the page --------------------
// Columns: the states whose moves lead here, the current state, where its moves lead, and
// where those lead on; each box as wide as its name needs (long names wrap), none over
// another, the moves' numbers and actions on the boxes. Readable at any size of machine.
const aroundView = viewport($('around-view'));
let inside = null;   // a group whose states show in the pane: {node, members}
let measurer = null;
function measure(text, cls) {
  if (!measurer) measurer = document.createElement('canvas').getContext('2d');
  measurer.font = (cls === 'title' || cls === 'current' ? '700 ' : '') + '12px ' + getComputedStyle($('around-view')).fontFamily;
  return measurer.measureText(text).width;
}
const wrapName = (s, width = 34, lines = 3) => L.wrapLabel(names[s], width, lines);
function renderAround() {
  if ($('around').hidden) return;
  const holder = $('around-view');
  const hadFocus = holder.contains(document.activeElement);
  if (inside !== null) renderInside(); else renderNeighbourhood();
  if (hadFocus) { const here = holder.querySelector('.vx-current') || holder.querySelector(FOCUSABLE); if (here) { rove(holder, here); here.focus(); } }
}
function drawBoxes(boxes, size) {
  const holder = $('around-view');
  holder.textContent = '';
  const pad = 16;
  const svg = svgEl('svg', { xmlns: SVGNS, role: 'group', 'aria-label': $('around-title').textContent, class: 'ax' });
  const defs = svgEl('defs', {});
  for (const kind of ['in', 'next', 'on']) {
    const marker = svgEl('marker', { id: 'ax-head-' + kind, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse' });
    marker.append(svgEl('path', { d: 'M0,0 L10,5 L0,10 z', class: 'ax-head ' + kind }));
    defs.append(marker);
  }
  svg.append(defs);
  holder.append(svg);
  aroundView.attach(svg, { x: -pad, y: -pad, w: Math.max(size.width, 100) + 2 * pad, h: Math.max(size.height, 40) + 2 * pad });
  return svg;
}
function box(svg, item, attributes) {
  const group = svgEl('g', { class: 'ax-node ' + (item.cls || ''), role: 'button', tabindex: '-1', 'aria-label': item.label, ...attributes });
  if ((item.cls || '').split(' ').includes('vx-current')) group.setAttribute('aria-current', 'true');
  group.append(svgEl('title', {}, item.label));
  group.append(svgEl('rect', { x: item.x, y: item.y, width: item.w, height: item.h, rx: 6 }));
  item.lines.forEach((line, k) => group.append(svgEl('text', { x: item.x + 8, y: item.y + 6 + 12 + k * 16, class: line.cls || '' }, line.text)));
  svg.append(group);
  return group;
}
function curve(svg, from, to, cls) {
  const x0 = from.x + from.w, y0 = from.y + from.h / 2, x1 = to.x - 2, y1 = to.y + to.h / 2, dx = (x1 - x0) / 2;
  svg.insertBefore(svgEl('path', { class: 'ax-arrow ' + cls, d: `M${x0},${y0} C${x0 + dx},${y0} ${x1 - dx},${y1} ${x1},${y1}`, 'marker-end': `url(#ax-head-${cls})` }), svg.querySelector('g'));
}
function renderNeighbourhood() {
  const s = current();
  const last = steps[steps.length - 1];
  const previous = last ? moveFrom[last.move] : -1;
  const around = L.neighbourhood(s, moveIndex, movesInto(), previous);
  $('around-title').textContent = L.visible('Around ' + L.wrapLabel(names[s], 60, 1)[0]);
  $('around-close').hidden = true;
  // As many columns as the pane has room for, each as wide as fits: on a phone the current
  // state and where its moves lead; wider, what leads here; wider still, where those lead on.
  const width = $('around-view').getBoundingClientRect().width || 800;
  const withBefore = width >= 560, withSecond = width >= 1000;
  const count = 2 + withBefore + withSecond, gap = width < 700 ? 46 : 80;
  const chars = Math.max(12, Math.min(40, Math.floor((width - 40 - gap * (count - 1) - 18 * count) / count / 7.3)));
  const actionsOf = moves => [...new Set(moves.map(m => D.actions[moveAction[m]]))].join(' · ');
  // With records, each move says whether runs took it: ✓3 (three times), ✗ (never).
  const takenMark = m => !D.coverage ? '' : D.coverage.moveCounts[m] ? ' ✓' + D.coverage.moveCounts[m] : ' ✗';
  const takenWords = moves => !D.coverage ? '' : ' (' + moves.map(m => D.coverage.moveCounts[m] > 1 ? 'taken ' + D.coverage.moveCounts[m] + ' times' : D.coverage.moveCounts[m] ? 'taken once' : 'never taken').join(', ') + ')';
  const numbered = moves => moves.map(m => choiceOf(s, m) + ' ' + D.actions[moveAction[m]] + takenMark(m)).join(' · ');
  // A neighbour's name shows what differs from the current state's; its tooltip, all of it.
  const lines = (first, cls, t, count) => [{ text: L.wrapLabel(first, chars + 4, 1)[0], cls }]
    .concat(L.wrapLabel(L.elideCommon(names[t], names[s]), chars, count).map(text => ({ text })));
  const before = !withBefore ? [] : around.before.map(item => ({ ...item, cls: item.state === previous ? 'before vx-path' : 'before',
    lines: lines(actionsOf(item.moves) + ' →', 'act', item.state, 3),
    label: names[item.state] + ' leads here by ' + actionsOf(item.moves) + (item.state === previous ? ': the state before on the walk, back to it' : ': open it by its shortest path') }));
  const moreBefore = around.moreBefore;
  if (withBefore && moreBefore) before.push({ more: 'before', cls: 'more', lines: [{ text: '+ ' + L.countOf(moreBefore, 'more move leads', 'more moves lead') + ' here' }], label: L.countOf(moreBefore, 'more move leads', 'more moves lead') + ' here' });
  const stays = around.stays.length ? [{ text: L.wrapLabel('↻ ' + numbered(around.stays), chars + 4, 1)[0], cls: 'act' }] : [];
  const center = [{ state: s, cls: 'current vx-current', lines: L.wrapLabel(names[s], chars + 4, 6).map(text => ({ text, cls: 'current' })).concat(stays),
    label: 'Current state: ' + names[s] + (around.stays.length ? '; moves that stay: ' + numbered(around.stays) : '') }];
  const after = around.after.map(item => ({ ...item, cls: 'after vx-next', lines: lines(numbered(item.moves), 'act', item.state, 4),
    label: (item.moves.length === 1 ? 'Take move ' : 'Moves ') + numbered(item.moves).replace(/ ✓\d+| ✗/g, '') + ' to ' + names[item.state] + takenWords(item.moves) }));
  if (around.moreAfter) after.push({ more: 'after', cls: 'more', lines: [{ text: '+ ' + L.countOf(around.moreAfter, 'more state', 'more states') + ': see Moves' }], label: around.moreAfter + ' more states: see the list of moves' });
  if (!after.length) after.push({ more: 'none', cls: 'more', lines: [{ text: isFinal[s] ? 'a final state' : statusOf.has(s) ? 'not explored' : 'no moves: a dead end' }], label: 'No moves from here' });
  const second = !withSecond ? [] : around.second.map(item => ({ ...item, cls: 'second', lines: lines(item.sources.map(x => actionsOf(x.moves)).join(' · ') + ' →', 'act2', item.state, 3),
    label: names[item.state] + ', two moves away through ' + names[item.sources[0].state] }));
  if (withSecond && around.moreSecond) second.push({ more: 'second', cls: 'more', lines: [{ text: '+ ' + around.moreSecond + ' more further on' }], label: around.moreSecond + ' more states further on' });
  const columns = [before, center, after, second].filter(column => column.length);
  const size = L.layoutColumns(columns, measure, { columnGap: gap });
  const svg = drawBoxes(columns.flat(), size);
  const elements = new Map();
  for (const item of columns.flat()) {
    const attributes = item.state !== undefined ? { 'data-state': item.state } : { 'data-more': item.more };
    const group = box(svg, item, attributes);
    if (searchMatches.length && item.state !== undefined && matchSet().has(item.state)) group.classList.add('vx-match');
    if (item.state !== undefined) elements.set(item.state, { item, group });
  }
  const here = center[0];
  for (const item of before) if (item.state !== undefined) curve(svg, item, here, 'in');
  for (const item of after) if (item.state !== undefined) curve(svg, here, item, 'next');
  for (const item of second) if (item.state !== undefined) for (const source of item.sources) curve(svg, elements.get(source.state).item, item, 'on');
  aroundItems = { before, after, second: around.second };
  readableScale(here, 1.25);
  rove($('around-view'), svg.querySelector('.vx-current'));
}
// The pane's drawing at a readable scale: never shrunk more than `most` (what does not fit is
// panned to, `focus` in view) nor blown up more than a little.
function readableScale(focus, most) {
  const rect = $('around-view').getBoundingClientRect();
  if (!rect.width || !rect.height) return;
  const full = aroundView.fullBox, scale = Math.max(full.w / rect.width, full.h / rect.height);
  const clamp = (value, low, size, fullSize) => size >= fullSize ? low + (fullSize - size) / 2 : Math.min(Math.max(value, low), low + fullSize - size);
  let w, h;
  if (scale > most) { w = rect.width * most; h = rect.height * most; }
  else if (scale < 0.8) { w = rect.width * 0.8; h = rect.height * 0.8; }
  else return;
  const cx = focus ? focus.x + focus.w / 2 : full.x + w / 2, cy = focus ? focus.y + focus.h / 2 : full.y + h / 2;
  aroundView.set({ x: clamp(cx - w / 2, full.x, w, full.w), y: clamp(cy - h / 2, full.y, h, full.h), w, h });
}
let aroundItems = null;
let matchCache = null;
const matchSet = () => matchCache || (matchCache = new Set(searchMatches));
function clickAround(group) {
  if (group.dataset.more === 'after') { const first = document.querySelector('#moves .move'); if (first) first.focus(); return; }
  if (group.dataset.more !== undefined) return;
  const s = Number(group.dataset.state);
  if (group.classList.contains('ax-chip')) { clickState(s); return; }
  const after = aroundItems.after.find(item => item.state === s);
  if (after) { if (after.moves.length === 1) takeMove(after.moves[0]); else flash(after.moves, after.moves.length + ' moves lead to ' + names[s] + ': pick one.'); return; }
  const second = aroundItems.second.find(item => item.state === s);
  if (second) {
    // Two moves: into the state it is reached through, then on.
    const through = aroundItems.after.find(item => item.state === second.sources[0].state);
    takeMove(through.moves[0]);
    takeMove(second.sources[0].moves[0]);
    return;
  }
  const last = steps[steps.length - 1];
  if (last && s === moveFrom[last.move] && last.taken === 1) { back(); return; }
  if (s !== current()) jumpTo(s);
}
// A state picked anywhere: its move when one from here leads there, else a jump to it.
function clickState(s) {
  const moves = movesOf(current()).filter(m => firstOf(m) === s);
  if (moves.length === 1) takeMove(moves[0]); else if (moves.length > 1) flash(moves, moves.length + ' moves lead there: pick one.'); else jumpTo(s);
}

// A group's states, shown in the neighbourhood's pane rather than over the diagram: one band
// per depth, each state a chip with its name, at a readable scale.
const insideLimit = 2000;
function openInside(n) {
  if (!currentView || currentView.grouping !== 'cases') return;
  const members = [];
  for (let s = 0; s < N; s++) if (nodeOf(currentView, s) === n) members.push(s);
  if (members.length < 2) return;
  inside = { node: n, members };
  layoutPanes();
  highlight();
  renderAround();
  $('around-close').focus();
}
function closeInside(render) {
  if (inside === null) return;
  inside = null;
  if (render) { layoutPanes(); highlight(); renderAround(); }
}
function renderInside() {
  const { node, members } = inside;
  const shownStates = members.slice(0, insideLimit);
  $('around-title').textContent = L.visible('Inside ' + currentView.nodes[node].name + ' · ' + L.countOf(members.length, 'state', 'states')
    + (members.length > insideLimit ? ' (the first ' + insideLimit + ': search to find others)' : ''));
  $('around-close').hidden = false;
  const layout = L.bandLayout(shownStates, s => depths[s], s => wrapName(s, 40, 2), measure);
  const svg = drawBoxes(layout.chips, layout);
  for (const title of layout.titles) svg.append(svgEl('text', { class: 'ax-band', x: title.x, y: title.y + 14 }, title.text));
  const s = current(), next = new Set(movesOf(s).map(firstOf)), path = new Set([start, ...steps.flatMap(st => statesOf(st.move).slice(0, st.taken))]);
  let here = null;
  for (const chip of layout.chips) {
    const t = chip.state;
    const cls = ['ax-chip', t === s ? 'vx-current' : '', next.has(t) && t !== s ? 'vx-next' : '', path.has(t) ? 'vx-path' : '', searchMatches.length && matchSet().has(t) ? 'vx-match' : ''].join(' ').trim();
    const group = svgEl('g', { class: cls, role: 'button', tabindex: '-1', 'data-state': t,
      'aria-label': names[t] + (t === s ? ', the current state' : next.has(t) ? ', a next move' : '') });
    group.append(svgEl('title', {}, names[t]));
    group.append(svgEl('rect', { x: chip.x, y: chip.y, width: chip.w, height: chip.h, rx: 4 }));
    chip.lines.forEach((line, k) => group.append(svgEl('text', { x: chip.x + 6, y: chip.y + 4 + 11 + k * 15 }, line.text)));
    svg.append(group);
    if (t === s) here = chip;
  }
  readableScale(here, 1);
  rove($('around-view'), svg.querySelector('.vx-current'));
}
function installAroundEvents() {
  const holder = $('around-view');
  holder.addEventListener('click', event => {
    const group = event.target.closest('g.ax-node, g.ax-chip');
    if (group) clickAround(group);
  });
  installKeyboardWalk(holder);
}

// ---- Search ------------------------------------------------------------------------
let lowerNames = null, lowerKinds = null, searchTimer = null;
// The names in lower case, made once the page is idle (or at the first search).
function lowerCase() {
  if (!lowerNames) { lowerNames = names.map(n => n.toLowerCase()); lowerKinds = D.kinds.map(k => k.toLowerCase()); }
}
function search(query) {
  const list = $('search-results');
  list.textContent = '';
  matchCache = null;
  if (!query.trim()) { searchMatches = []; list.hidden = true; $('search-count').textContent = ''; highlight(); renderAround(); return; }
  lowerCase();
  const { kinds, counts, matches } = L.searchStates(query, lowerNames, lowerKinds, kindsOf, D.kindParents);
  searchMatches = matches;
  $('search-count').textContent = L.countOf(matches.length, 'state', 'states');
  for (const [i, k] of kinds.slice(0, 20).entries()) {
    const count = counts[i];
    list.append(el('li', {}, el('button', { class: 'kind-result', text: 'kind ' + D.kinds[k] + ' (' + L.countOf(count, 'state', 'states') + ')',
      onclick: () => { const s = findState(D.kinds[k]); if (s !== null) openState(s); else notice('No state of kind ' + D.kinds[k] + ' is reached.'); closeSearch(); } })));
  }
  for (const s of matches.slice(0, 100)) {
    list.append(el('li', {}, el('button', { class: 'state-result', 'data-state': s, text: names[s], onclick: () => { openState(s); closeSearch(); } })));
  }
  if (matches.length > 100) list.append(el('li', { class: 'more', text: '… and ' + (matches.length - 100) + ' more: type more of the name' }));
  if (!matches.length && !kinds.length) list.append(el('li', { class: 'more', text: 'No state or kind matches.' }));
  list.hidden = false;
  highlight();
  renderAround();
  if (currentView) {
    const nodes = new Set();
    for (const s of matches) for (const n of nodesOf(currentView, s)) nodes.add(n);
    centerOn([...nodes]);
  }
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
  renderAround();
  const n = currentView && mainView.svg ? (nodesOf(currentView, current())[0] ?? -1) : -1;
  if (n >= 0 && readableZoomPending) readableZoom(n);
  if (n >= 0) ensureVisible(n);
  writeFragment();
  if (!$('export-text').hidden) exportText($('export-text').dataset.kind);
  announce();
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
  // The page's own keys; the arrow keys stay with what has the focus (a list, a drawing).
  document.addEventListener('keydown', event => {
    if (event.target.matches('input, textarea, select') || event.ctrlKey || event.metaKey || event.altKey) return;
    const key = event.key;
    if (key === 'j') { pauseReplay(); forward(); }
    else if (key === 'k') { pauseReplay(); back(); }
    else if (key === '/') { $('search').focus(); }
    else if (key === 'Escape') { closeSearch(); }
    else if (/^[1-9]$/.test(key)) { const moves = movesOf(current()); const m = moves[Number(key) - 1]; if (m !== undefined) takeMove(m); }
    else return;
    event.preventDefault();
  });
  window.addEventListener('hashchange', readFragment);
}

// ---- Followed records (explore --web --follow) ---------------------------------------
let followedCount = 0, refusedCount = 0;
// A step a running app wrote: listed first, flagged when the machine does not allow it, and
// walked to on the diagram when it does.
function followed(step) {
  $('follow-section').hidden = false;
  followedCount++;
  const item = el('li', { class: 'followed ' + step.verdict, 'data-line': step.line },
    el('span', { class: 'followed-where', text: (step.run ? step.run + ' ' : '') + '#' + step.seq }), ' ',
    el('code', { text: step.from + ' --' + step.action + '--> ' + step.to }));
  if (step.verdict === 'refused') {
    refusedCount++;
    item.append(el('div', { class: 'drift', text: 'Not allowed: ' + step.message }));
    notice('A followed step is not allowed: ' + step.message);
  } else if (step.verdict === 'outside-scope') {
    item.append(el('div', { class: 'none', text: 'Outside what the machine explores: not judged.' }));
  }
  const list = $('follow-list');
  list.prepend(item);
  while (list.children.length > 200) list.lastChild.remove();
  $('follow-count').textContent = followedCount + (refusedCount ? ' (' + refusedCount + ' not allowed)' : '');
  if (step.verdict === 'allowed' && step.states.length) followTo(step.states[0], step.action);
}
// Walks to a followed step's state: by a move of the current state to it (its action's first),
// else by the state's shortest path.
function followTo(target, action) {
  const s = current();
  let best = null;
  for (const m of movesOf(s)) {
    const at = statesOf(m).indexOf(target);
    if (at < 0) continue;
    const step = { move: m, taken: at + 1 };
    if (best === null || D.actions[moveAction[m]] === action) best = step;
    if (D.actions[moveAction[m]] === action) break;
  }
  if (best !== null) take(best); else openState(target);
}

function connectLive() {
  if (!D.live) return;
  const status = $('live-status');
  status.hidden = false;
  status.textContent = 'live';
  const events = new EventSource('/events');
  events.addEventListener('reload', () => { status.textContent = 'reloading'; location.reload(); });
  events.addEventListener('problem', event => { status.textContent = 'spec file has an error'; notice(event.data); });
  events.addEventListener('record-problem', event => { notice(event.data); });
  events.addEventListener('step', event => followed(JSON.parse(event.data)));
  events.addEventListener('open', () => { status.textContent = 'live'; });
  events.addEventListener('error', () => { status.textContent = 'server stopped'; });
}

renderHeader();
renderFindings();
renderViewButtons();
installControls();
installDiagramEvents();
installAroundEvents();
const askedView = L.parseFragment(location.hash).get('view');
showView(knownView(askedView) ? askedView : D.defaultView);
if (!location.hash.slice(1) && D.open !== null) { historyMode = 'replace'; openState(D.open); historyMode = 'push'; } else readFragment();
connectLive();
if (D.initial.length === 0) notice('This machine has no initial state.');
document.body.dataset.ready = (performance.now() - startTime).toFixed(1);
if (window.requestIdleCallback) requestIdleCallback(lowerCase); else setTimeout(lowerCase, 500);
window.explorer = { current, names, steps: () => steps.slice(), testText: () => D.test ? testText() : null, jsonText };
})();
