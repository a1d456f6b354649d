// What ran in each long task of a Lighthouse trace, for long-task-attribution.mjs: Lighthouse's own
// main-thread task tree (its tracehouse, the code behind `long-tasks` and `bootup-time`), each top-level task
// that is long under the audit's CPU slowdown split by kind of work (classifyTaskWork).
import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { getAttributableURLForTask } from 'lighthouse/core/lib/tracehouse/task-summary.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';
import { classifyTaskWork } from './long-task-attribution.mjs';

/** Our shared React chunk: the shell's `framework` (shell/webpack.config.js: React, the router, Emotion), or a remote's own `react`. */
const reactChunk = /\/(framework|react)\.[0-9a-f]+\.js$/;

/**
 * @param trace the audit's `artifacts.Trace`
 * @param {number} cpuSlowdown the audit's CPU multiplier (4 on Lighthouse's mobile profile)
 * @returns {Array<{ url: string, kinds: Record<string, number> }>} one entry per long task, in trace order
 */
export function longTaskWork(trace, cpuSlowdown, isReactScript = (url) => reactChunk.test(url)) {
  const { mainThreadEvents, frames, timestamps } = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    mainThreadEvents,
    frames,
    timestamps.traceEnd,
    timestamps.timeOrigin,
  );
  // The scripts, as Lighthouse knows them from the network log: here, the URLs the tasks name that are JS files.
  const jsUrls = new Set(tasks.flatMap((task) => task.attributableURLs).filter((url) => /\.m?js(\?|$)/.test(url)));
  return tasks
    .filter((task) => !task.parent && task.duration * cpuSlowdown >= 50)
    .map((task) => ({
      // The script Lighthouse's `long-tasks` audit attributes the same task to.
      url: getAttributableURLForTask(task, jsUrls),
      kinds: classifyTaskWork(task, isReactScript),
    }));
}
