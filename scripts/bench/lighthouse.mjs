// Lighthouse's mobile performance audit (its default: a mid-range phone on slow 4G, simulated).
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { longTaskWork } from './trace-work.mjs';

async function auditOnce(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: chromiumArgs,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    const audits = result.lhr.audits;
    const longTasks = audits['long-tasks'].details?.debugData;
    return {
      score: Math.round((result.lhr.categories.performance.score ?? 0) * 100),
      lcpMs: Math.round(audits['largest-contentful-paint'].numericValue),
      tbtMs: Math.round(audits['total-blocking-time'].numericValue),
      cls: Number(audits['cumulative-layout-shift'].numericValue.toFixed(3)),
      // Where the blocking time goes (long-task-attribution.mjs): Lighthouse's long tasks as TBT counts them
      // (simulated, with their scripts), the window TBT counts in, and what ran in each long task of the trace.
      longTasks: (longTasks?.tasks ?? []).map(({ urlIndex, startTime, duration }) => ({
        url: longTasks.urls[urlIndex],
        startTime,
        duration,
      })),
      fcpMs: audits['first-contentful-paint'].numericValue,
      ttiMs: audits.interactive.numericValue,
      work: longTaskWork(result.artifacts.Trace, result.lhr.configSettings.throttling.cpuSlowdownMultiplier),
    };
  } finally {
    await chrome.kill();
  }
}

/** One retry: on a two-core machine a run now and then ends with a Lighthouse runtime error. */
export async function auditPerformance(url) {
  try {
    return await auditOnce(url);
  } catch (error) {
    console.warn(`${error.message}; measuring again`);
    return auditOnce(url);
  }
}
