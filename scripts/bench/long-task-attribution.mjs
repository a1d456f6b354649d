// Where a page's Total Blocking Time goes (issue 26: "measure where each long task goes, take the biggest
// first"). Pure: lighthouse.mjs hands over what one audit saw, this attributes it and peer-lighthouse.mjs prints it.
//  - Which script: Lighthouse's own long tasks (audit `long-tasks`, simulated as TBT is: mobile, 4x CPU), each
//    with the script it is attributed to; its blocking time is counted the way TBT counts it (the part past
//    50 ms, between First Contentful Paint and Time to Interactive).
//  - What kind of work: the same page's trace, where each long task's time is split by what ran in it
//    (classifyTaskWork), as shares of each script's long-task time. Lighthouse's own split of a simulated task
//    (`long-tasks` debugData) is all "other", so the trace's observed tasks give the shares.
import { median } from './median.mjs';

/** Lighthouse's threshold: the part of a task past 50 ms blocks input. */
const BLOCKING_THRESHOLD_MS = 50;

/** A task's contribution to TBT: clipped to [fcpMs, ttiMs], the part past 50 ms (Lighthouse's TBTUtils). */
export function blockingTimeOf({ startTime, duration }, fcpMs, ttiMs) {
  const end = startTime + duration;
  if (duration < BLOCKING_THRESHOLD_MS || end < fcpMs || startTime > ttiMs) return 0;
  const clipped = Math.min(end, ttiMs) - Math.max(startTime, fcpMs);
  return clipped < BLOCKING_THRESHOLD_MS ? 0 : clipped - BLOCKING_THRESHOLD_MS;
}

/** Blocking time per attributed script URL, from Lighthouse's (simulated) long tasks. */
export function blockingByScript(longTasks, fcpMs, ttiMs) {
  const byScript = new Map();
  for (const task of longTasks) {
    const blocking = blockingTimeOf(task, fcpMs, ttiMs);
    if (blocking > 0) byScript.set(task.url, (byScript.get(task.url) ?? 0) + blocking);
  }
  return byScript;
}

/** The kinds of main-thread work a long task is split into, in the order they are printed. */
export const WORK_KINDS = {
  react: 'React (hydrate/render)',
  microtasks: 'microtasks (module code after a chunk loads, promise callbacks)',
  evaluate: 'script evaluation',
  compile: 'parse & compile',
  callbacks: 'other callbacks (events, timers, script onload)',
  style: 'style, layout, paint',
  html: 'parse HTML',
  gc: 'garbage collection',
  other: 'other',
};

const GROUP_KINDS = {
  styleLayout: 'style',
  paintCompositeRender: 'style',
  parseHTML: 'html',
  garbageCollection: 'gc',
  scriptParseCompile: 'compile',
};
const CALLBACK_EVENTS = new Set(['FunctionCall', 'TimerFire', 'EventDispatch', 'FireAnimationFrame']);

/** The kind one trace event decides for itself and what runs inside it, or undefined to keep its parent's. */
function kindOf(event, groupId, isReactScript) {
  if (GROUP_KINDS[groupId]) return GROUP_KINDS[groupId];
  if (event.name === 'EvaluateScript') return 'evaluate';
  if (event.name === 'RunMicrotasks' || event.name === 'v8.runMicrotasks') return 'microtasks';
  // React's scheduler runs hydration and renders as posted tasks: a call into the chunk React lives in.
  if (event.name === 'FunctionCall' && isReactScript(event.args?.data?.url ?? '')) return 'react';
  if (CALLBACK_EVENTS.has(event.name)) return 'callbacks';
  return undefined;
}

/**
 * Splits one task of Lighthouse's main-thread task tree ({ event, selfTime, group: { id }, children }) into
 * milliseconds of self time per kind of work: each event's self time goes to the nearest kind that it or
 * an ancestor decides (a React call inside a script's onload counts as React).
 */
export function classifyTaskWork(task, isReactScript, inherited = 'other', into = {}) {
  const kind = kindOf(task.event, task.group?.id, isReactScript) ?? inherited;
  into[kind] = (into[kind] ?? 0) + (task.selfTime ?? 0);
  for (const child of task.children ?? []) classifyTaskWork(child, isReactScript, kind, into);
  return into;
}

/** Sums per-task kinds ({ url, kinds }) by script: each script's long-task time as shares per kind. */
export function workSharesByScript(tasks) {
  const totals = new Map();
  for (const { url, kinds } of tasks) {
    const sum = totals.get(url) ?? {};
    for (const [kind, ms] of Object.entries(kinds)) sum[kind] = (sum[kind] ?? 0) + ms;
    totals.set(url, sum);
  }
  const shares = new Map();
  for (const [url, kinds] of totals) {
    const total = Object.values(kinds).reduce((sum, ms) => sum + ms, 0);
    if (total > 0) shares.set(url, Object.fromEntries(Object.entries(kinds).map(([kind, ms]) => [kind, ms / total])));
  }
  return shares;
}

/**
 * One audit's attribution: per script, its blocking time and that time split by kind of work (by the
 * script's shares in the trace; a script the trace has no long task for keeps it all as "other").
 * @param {{ longTasks: Array<{ url: string, startTime: number, duration: number }>, fcpMs: number,
 *   ttiMs: number, work: Array<{ url: string, kinds: Record<string, number> }> }} audit
 */
export function attributeBlockingTime({ longTasks, fcpMs, ttiMs, work }) {
  const shares = workSharesByScript(work);
  return [...blockingByScript(longTasks, fcpMs, ttiMs)]
    .map(([url, blockingMs]) => ({
      url,
      blockingMs,
      kinds: Object.fromEntries(
        Object.entries(shares.get(url) ?? { other: 1 }).map(([kind, share]) => [kind, blockingMs * share]),
      ),
    }))
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/**
 * Several rounds' attributions of one page as one: per script the median of its blocking time and of each
 * kind over all rounds (a round where the script blocked nothing counts as 0), biggest first.
 */
export function medianAttribution(rounds) {
  const urls = new Set(rounds.flatMap((rows) => rows.map((row) => row.url)));
  return [...urls]
    .map((url) => {
      const found = rounds.map((rows) => rows.find((row) => row.url === url));
      const kinds = new Set(found.flatMap((row) => Object.keys(row?.kinds ?? {})));
      return {
        url,
        blockingMs: median(found.map((row) => row?.blockingMs ?? 0)),
        kinds: Object.fromEntries([...kinds].map((kind) => [kind, median(found.map((row) => row?.kinds[kind] ?? 0))])),
      };
    })
    .filter((row) => row.blockingMs > 0)
    .sort((a, b) => b.blockingMs - a.blockingMs);
}

/**
 * A script URL as a reader finds it in the repository: the front end that serves it, the file name and what
 * the file holds when a manifest says (chunkContentsFromManifest).
 */
export function scriptLabel(url, frontendsByOrigin = {}, contents = new Map()) {
  let label;
  try {
    const { origin, pathname } = new URL(url);
    const file = pathname.split('/').pop() || pathname;
    label = frontendsByOrigin[origin] ? `${frontendsByOrigin[origin]} ${file}` : `${origin}${pathname}`;
  } catch {
    return url; // "Unattributable"
  }
  const holds = contents.get(url);
  return holds ? `${label} (${holds.join(', ')})` : label;
}

/** Lines for the console (and a code block in docs/performance.md): one a script, its kinds beneath it. */
export function formatAttribution(path, rows, { tbtMs, label = (url) => url, limit = 8 } = {}) {
  const attributed = rows.reduce((sum, row) => sum + row.blockingMs, 0);
  const lines = [
    `${path}: TBT ${tbtMs} ms (median); long tasks attributed ${Math.round(attributed)} ms, biggest first`,
  ];
  for (const row of rows.slice(0, limit)) {
    lines.push(`${String(Math.round(row.blockingMs)).padStart(6)} ms  ${label(row.url)}`);
    const kinds = Object.entries(row.kinds)
      .filter(([, ms]) => ms >= 1)
      .sort((a, b) => b[1] - a[1])
      .map(([kind, ms]) => `${WORK_KINDS[kind] ?? kind} ${Math.round(ms)}`);
    if (kinds.length > 0) lines.push(`           ${kinds.join(' · ')}`);
  }
  return lines;
}

/**
 * What each JS file of a Module Federation manifest holds, for the labels: shared packages and exposed
 * modules by the files they load first, keyed by the file's URL under `base` (the manifest's folder).
 */
export function chunkContentsFromManifest(manifest, base) {
  const contents = new Map();
  const add = (files, name) => {
    for (const file of files) {
      const url = new URL(file, base).href;
      contents.set(url, [...new Set([...(contents.get(url) ?? []), name])]);
    }
  };
  for (const shared of manifest.shared ?? []) add(shared.assets?.js?.sync ?? [], shared.name);
  for (const exposed of manifest.exposes ?? []) add(exposed.assets?.js?.sync ?? [], `exposes ${exposed.name}`);
  return contents;
}
