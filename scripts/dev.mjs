#!/usr/bin/env node
// npm run dev: every front end's webpack dev server with hot reload (shell on 3000, remotes on
// 3001-3005 and the back office on 3008), the API in watch mode on API_PORT (3100), which the shell's dev server proxies under /api,
// and the stand-ins of dev-services/ (test payments 3007, development sign-in 3006) where they are wanted.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { startDevServices } from './lib/dev-services.mjs';
import { frontends, repoRoot } from './lib/frontends.mjs';

const apiPort = process.env.API_PORT ?? '3100';
// First the stand-ins (the API asks the test processor who it is when it starts); their webhooks and the
// sign-in callback go to the API's port. A stand-in that cannot start says so and the rest runs.
const devServices = await startDevServices({
  args: ['--import', 'tsx', join(repoRoot, 'dev-services', 'src', 'start.ts')],
  cwd: join(repoRoot, 'dev-services'),
  env: { PUBLIC_ORIGIN: 'http://localhost:3000', ...process.env, PORT: apiPort },
}).catch((error) => {
  console.error(`[dev-services] ${error.message}`);
  return null;
});
const children = [
  ...(devServices?.running ? [devServices.child] : []),
  spawn('npm', ['run', 'dev', '-w', 'api'], {
    cwd: repoRoot,
    stdio: 'inherit',
    // The browser talks to the shell's dev server (3000), which proxies /api and /auth here: mail links,
    // the Google callback and the same-origin check must all name that origin.
    env: {
      PUBLIC_ORIGIN: 'http://localhost:3000',
      ...process.env,
      PORT: apiPort,
      SHELL_DIST: join(repoRoot, '.no-shell-in-dev'),
    },
  }),
  ...frontends.map((name) =>
    spawn('npm', ['run', 'dev', '-w', name], {
      cwd: repoRoot,
      stdio: 'inherit',
      env: { ...process.env, API_PORT: apiPort },
    }),
  ),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(0), 1500).unref();
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
console.log(`Dev servers starting: shop http://localhost:3000, API http://localhost:${apiPort}/api`);
