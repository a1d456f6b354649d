// Which build configuration runs. `npm run build -- --baseline` (and `npm run bench -- --compare`) set
// VESNA_BUILD_BASELINE=1 to build exactly as before issue 25 (terser, the .br/.gz twins written inside the
// webpack run, one package after another, no content cache), so the two can be timed side by side in one run.
const BASELINE_ENV = 'VESNA_BUILD_BASELINE';

const isBaselineBuild = () => process.env[BASELINE_ENV] === '1';

module.exports = { BASELINE_ENV, isBaselineBuild };
