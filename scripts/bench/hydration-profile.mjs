#!/usr/bin/env node
// Where the browser's main thread goes while a server-rendered page loads and hydrates: Chromium's sampling
// profiler over a reload of PAGE (default /collection) of a running shop (BENCH_URL, default
// http://localhost:3000) at 390 px, self time summed by script file and by function. A diagnostic beside
// Lighthouse's TBT: it shows which bundle the blocking time is spent in, and DOM work (createElement,
// appendChild) that means React rendered something again instead of hydrating it.
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const origin = process.env.BENCH_URL ?? 'http://localhost:3000';
const path = process.argv[2] ?? '/collection';
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await page.goto(`${origin}${path}`, { waitUntil: 'load' }); // warm: the profile is of a reload
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  await page.reload({ waitUntil: 'load' });
  await page.waitForTimeout(3000);
  const { profile } = await cdp.send('Profiler.stop');

  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byFile = new Map();
  const byFunction = new Map();
  profile.samples.forEach((id, index) => {
    const { callFrame } = nodes.get(id);
    const file = callFrame.url.split('/').pop() || callFrame.functionName;
    const microseconds = profile.timeDeltas[index] ?? 0;
    byFile.set(file, (byFile.get(file) ?? 0) + microseconds);
    const name = `${callFrame.functionName || '(anonymous)'} ${file}`;
    byFunction.set(name, (byFunction.get(name) ?? 0) + microseconds);
  });
  const print = (title, totals, rows) => {
    console.log(title);
    for (const [name, microseconds] of [...totals].sort((a, b) => b[1] - a[1]).slice(0, rows)) {
      console.log(`${(microseconds / 1000).toFixed(1).padStart(8)} ms  ${name}`);
    }
  };
  print(`${path}: self time by file`, byFile, 14);
  print(`${path}: self time by function`, byFunction, 20);
} finally {
  await browser.close();
}
