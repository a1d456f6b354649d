import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The scripts are ES modules, which jest cannot load on Node 20: tests run them in a child node.
export const REPO_ROOT = path.resolve(__dirname, '..', '..', '..');

/** Runs `body` (an async function body with `m`, the imported module) in a child node; its JSON result. */
export function inModule(file: string, body: string, env: NodeJS.ProcessEnv = {}) {
  const script = `import(${JSON.stringify(path.join(REPO_ROOT, file))}).then(async (m) => { ${body} })
    .then((result) => console.log(JSON.stringify(result ?? null)), (error) => { console.log(JSON.stringify({ error: error.message })); })`;
  const child = spawnSync(process.execPath, ['-e', script], {
    cwd: REPO_ROOT,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  if (child.status !== 0) throw new Error(child.stderr);
  return JSON.parse(child.stdout.trim().split('\n').pop()!);
}
