import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

// Issue 25 point 6: the .br/.gz twins are written after webpack by scripts/precompress.mjs (what each front end's
// `npm run build` ends with, and what `npm run build`/`npm start` run over every dist/).
const SCRIPT = path.resolve(__dirname, '..', 'precompress.mjs');

describe('scripts/precompress.mjs', () => {
  const dist = mkdtempSync(path.join(tmpdir(), 'vesna-precompress-'));
  const precompress = () => {
    const result = spawnSync(process.execPath, [SCRIPT, dist], { encoding: 'utf8' });
    expect(result.status).toBe(0);
    return result.stdout;
  };
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  beforeAll(() => {
    writeFileSync(path.join(dist, 'main.js'), 'console.log("build 1");'.repeat(50));
    writeFileSync(path.join(dist, 'fonts.css'), 'body{font-family:serif}');
    writeFileSync(path.join(dist, 'remotes.json'), '{}');
    mkdirSync(path.join(dist, 'server'));
    writeFileSync(path.join(dist, 'server', 'remoteEntry.js'), 'module.exports = {};');
  });

  it('writes a brotli and a gzip twin of every JS and CSS file, never of JSON or the server build', () => {
    expect(precompress()).toContain('4 twins written for 2 files');
    const code = readFileSync(path.join(dist, 'main.js'));
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'main.js.br')))).toEqual(code);
    expect(gunzipSync(readFileSync(path.join(dist, 'main.js.gz')))).toEqual(code);
    expect(existsSync(path.join(dist, 'fonts.css.br'))).toBe(true);
    expect(existsSync(path.join(dist, 'remotes.json.br'))).toBe(false);
    expect(existsSync(path.join(dist, 'server', 'remoteEntry.js.br'))).toBe(false);
    // Written under a temporary name and renamed: none is left behind.
    expect(readdirSync(dist).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('leaves fresh twins alone and writes again those older than their file', () => {
    expect(precompress()).toContain('0 twins written for 2 files');
    writeFileSync(path.join(dist, 'main.js'), 'console.log("build 2");');
    const later = new Date(Date.now() + 5000);
    utimesSync(path.join(dist, 'main.js'), later, later);
    expect(precompress()).toContain('2 twins written for 2 files');
    expect(brotliDecompressSync(readFileSync(path.join(dist, 'main.js.br'))).toString()).toBe(
      'console.log("build 2");',
    );
  });
});
