import { inModule } from './helpers/in-module';

// Issue 26: where the blocking time goes, per script and per kind of work (scripts/bench/long-task-attribution.mjs).
const FILE = 'scripts/bench/long-task-attribution.mjs';

describe('scripts/bench/long-task-attribution.mjs', () => {
  it('counts a task as TBT does: the part past 50 ms, clipped to the window between FCP and TTI', () => {
    const blocking = inModule(
      FILE,
      `return [
        m.blockingTimeOf({ startTime: 1000, duration: 120 }, 500, 5000),
        m.blockingTimeOf({ startTime: 1000, duration: 40 }, 500, 5000),
        m.blockingTimeOf({ startTime: 400, duration: 200 }, 500, 5000),
        m.blockingTimeOf({ startTime: 400, duration: 140 }, 500, 5000),
        m.blockingTimeOf({ startTime: 4900, duration: 200 }, 500, 5000),
        m.blockingTimeOf({ startTime: 100, duration: 300 }, 500, 5000),
      ];`,
    );
    expect(blocking).toEqual([70, 0, 50, 0, 50, 0]);
  });

  it('splits each task by what ran in it, the nearest deciding event winning', () => {
    const task = {
      event: { name: 'RunTask' },
      selfTime: 2,
      group: { id: 'other' },
      children: [
        {
          event: { name: 'EvaluateScript', args: { data: { url: 'http://localhost:3000/main.js' } } },
          selfTime: 10,
          group: { id: 'scriptEvaluation' },
          children: [{ event: { name: 'v8.compile' }, selfTime: 3, group: { id: 'scriptParseCompile' }, children: [] }],
        },
        {
          event: { name: 'v8.callFunction' },
          selfTime: 1,
          group: { id: 'other' },
          children: [
            {
              event: { name: 'FunctionCall', args: { data: { url: 'http://localhost:3000/react.0123abcd.js' } } },
              selfTime: 40,
              group: { id: 'scriptEvaluation' },
              children: [{ event: { name: 'Layout' }, selfTime: 5, group: { id: 'styleLayout' }, children: [] }],
            },
            { event: { name: 'RunMicrotasks' }, selfTime: 7, group: { id: 'scriptEvaluation' }, children: [] },
          ],
        },
        {
          event: { name: 'TimerFire' },
          selfTime: 4,
          group: { id: 'scriptEvaluation' },
          children: [
            {
              event: { name: 'FunctionCall', args: { data: { url: 'http://localhost:3001/244.abc.js' } } },
              selfTime: 6,
              group: { id: 'scriptEvaluation' },
              children: [],
            },
          ],
        },
      ],
    };
    expect(
      inModule(
        FILE,
        `return m.classifyTaskWork(${JSON.stringify(task)}, (url) => /\\/react\\.[0-9a-f]+\\.js$/.test(url));`,
      ),
    ).toEqual({ other: 3, evaluate: 10, compile: 3, react: 40, style: 5, microtasks: 7, callbacks: 10 });
  });

  it("gives each script its blocking time, split by its long tasks' shares of each kind, biggest first", () => {
    const rows = inModule(
      FILE,
      `return m.attributeBlockingTime({
        fcpMs: 1000,
        ttiMs: 6000,
        longTasks: [
          { url: 'http://localhost:3000/react.1.js', startTime: 1500, duration: 150 },
          { url: 'http://localhost:3000/react.1.js', startTime: 2000, duration: 250 },
          { url: 'http://localhost:3001/244.js', startTime: 3000, duration: 110 },
          { url: 'Unattributable', startTime: 900, duration: 300 },
          { url: 'http://localhost:3002/1.js', startTime: 200, duration: 100 },
        ],
        work: [
          { url: 'http://localhost:3000/react.1.js', kinds: { react: 30, evaluate: 5 } },
          { url: 'http://localhost:3000/react.1.js', kinds: { react: 30, microtasks: 15 } },
          { url: 'http://localhost:3001/244.js', kinds: { microtasks: 10, compile: 10 } },
        ],
      });`,
    );
    expect(rows).toEqual([
      {
        url: 'http://localhost:3000/react.1.js',
        blockingMs: 300,
        kinds: { react: 225, evaluate: 18.75, microtasks: 56.25 },
      },
      { url: 'Unattributable', blockingMs: 150, kinds: { other: 150 } },
      { url: 'http://localhost:3001/244.js', blockingMs: 60, kinds: { microtasks: 30, compile: 30 } },
    ]);
  });

  it('takes per script the median over rounds, a round where it blocked nothing counting as 0', () => {
    const rows = inModule(
      FILE,
      `return m.medianAttribution([
        [{ url: 'a.js', blockingMs: 100, kinds: { react: 100 } }, { url: 'b.js', blockingMs: 40, kinds: { evaluate: 40 } }],
        [{ url: 'a.js', blockingMs: 300, kinds: { react: 200, microtasks: 100 } }],
        [{ url: 'a.js', blockingMs: 200, kinds: { react: 150, microtasks: 50 } }, { url: 'b.js', blockingMs: 90, kinds: { evaluate: 90 } }],
        [{ url: 'c.js', blockingMs: 10, kinds: { other: 10 } }],
      ]);`,
    );
    expect(rows).toEqual([
      { url: 'a.js', blockingMs: 150, kinds: { react: 125, microtasks: 25 } },
      { url: 'b.js', blockingMs: 20, kinds: { evaluate: 20 } },
    ]);
  });

  it('labels a script by the front end serving it and what its manifest says the file holds', () => {
    const labels = inModule(
      FILE,
      `const contents = m.chunkContentsFromManifest({
          shared: [
            { name: 'react', assets: { js: { sync: ['react.1.js'] } } },
            { name: 'react-dom', assets: { js: { sync: ['react.1.js'] } } },
          ],
          exposes: [{ name: 'HomePage', assets: { js: { sync: ['__federation_expose_HomePage.2.js'], async: ['244.js'] } } }],
        }, 'http://localhost:3001/mf-manifest.json');
        const origins = { 'http://localhost:3000': 'shell', 'http://localhost:3001': 'mf-catalog' };
        return [
          m.scriptLabel('http://localhost:3001/react.1.js', origins, contents),
          m.scriptLabel('http://localhost:3001/__federation_expose_HomePage.2.js', origins, contents),
          m.scriptLabel('http://localhost:3001/244.js', origins, contents),
          m.scriptLabel('http://localhost:9999/x/y.js', origins, contents),
          m.scriptLabel('Unattributable', origins, contents),
        ];`,
    );
    expect(labels).toEqual([
      'mf-catalog react.1.js (react, react-dom)',
      'mf-catalog __federation_expose_HomePage.2.js (exposes HomePage)',
      'mf-catalog 244.js',
      'http://localhost:9999/x/y.js',
      'Unattributable',
    ]);
  });

  it('prints each script with its blocking time and beneath it the kinds of work, largest first', () => {
    const lines = inModule(
      FILE,
      `return m.formatAttribution('/collection', [
        { url: 'a.js', blockingMs: 150.4, kinds: { microtasks: 40, react: 110.4, gc: 0.2 } },
        { url: 'b.js', blockingMs: 20, kinds: {} },
      ], { tbtMs: 180, label: (url) => 'label ' + url });`,
    );
    expect(lines).toEqual([
      '/collection: TBT 180 ms (median); long tasks attributed 170 ms, biggest first',
      '   150 ms  label a.js',
      '           React (hydrate/render) 110 · microtasks (module code after a chunk loads, promise callbacks) 40',
      '    20 ms  label b.js',
    ]);
  });
});
