extension ExplorerPage {
    /// The page's elements; the script fills them. Ids are what the browser tests and links
    /// rely on: `current-state` holds the current state's name.
    static let body = #"""
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
        </div>
        <ol id="search-results" hidden></ol>
        <div id="diagram"></div>
      </section>
    </main>

    """#

    /// The page's style: light by default, dark with `--theme dark`.
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
    .finding .check { font-weight: 700; margin-right: 6px; }
    .finding .fails-label { color: var(--fail); }
    .finding .warn-label { color: var(--warn); }
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
    """#
}
