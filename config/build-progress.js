// A progress line per package and compiler while a production build runs, e.g.
//   [build] mf-catalog browser  40% building (1012/1391 modules)
// at most one line every few seconds (a line, not a bar: the output is often a log or a CI job, and
// `npm run build` runs two packages at once, so lines of both interleave readably).
const path = require('node:path');
const { ProgressPlugin } = require('webpack');

const EVERY_MS = 3000;

class BuildProgressPlugin {
  constructor(packageName) {
    this.packageName = packageName;
  }

  apply(compiler) {
    const label = `[build] ${this.packageName} ${compiler.options.name ?? ''}`.trimEnd();
    let started = 0;
    let lastLine = 0;
    let shown = -1;
    compiler.hooks.run.tap('BuildProgressPlugin', () => {
      started = Date.now();
      shown = -1;
    });
    new ProgressPlugin({
      handler: (fraction, phase, ...details) => {
        if (started === 0) return;
        const now = Date.now();
        if (fraction >= 1) {
          console.log(`${label} 100% done in ${((now - started) / 1000).toFixed(1)} s`);
          started = 0;
          return;
        }
        // Module Federation's extra entries restart webpack's estimate; a line never goes backwards. One line
        // when a tenth more is done, or when nothing was said for a while (minimizing is one long step).
        const percent = Math.max(shown, Math.floor(fraction * 100));
        if (Math.floor(percent / 10) === Math.floor(shown / 10) && now - lastLine < EVERY_MS) return;
        shown = percent;
        lastLine = now;
        const detail = details.find((text) => /modules|assets|chunks/.test(text)) ?? details[0];
        console.log(`${label} ${String(percent).padStart(3)}% ${phase}${detail ? ` (${detail.trim()})` : ''}`);
      },
    }).apply(compiler);
  }
}

/** The progress plugin for the package built from `dir` (its folder name is the package's name). */
const buildProgressPlugin = (dir) => new BuildProgressPlugin(path.basename(dir));

module.exports = { buildProgressPlugin };
