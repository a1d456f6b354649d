import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

// The one nginx configuration (deploy/nginx/vesna.conf.template): `npm run topology` renders it with its own
// values (scripts/topology/), compose.yaml's cdn image with envsubst. Both must fill every placeholder, and
// what the topology renders must be a configuration nginx accepts. The scripts are ES modules, which jest
// cannot load on Node 20: they run in a child node.
const REPO_ROOT = path.resolve(__dirname, '..', '..');
const TEMPLATE = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'vesna.conf.template'), 'utf8');
const placeholders = [...new Set([...TEMPLATE.matchAll(/\$\{(VESNA_[A-Z0-9_]+)\}/g)].map((match) => match[1]))];

/** Runs `body` (an async function body with `m`, the imported module) in a child node; its JSON result. */
function inModule(file: string, body: string, env: NodeJS.ProcessEnv = {}) {
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

const nginx = ['/usr/sbin/nginx', 'nginx'].find((binary) => spawnSync(binary, ['-v']).status === 0);

describe('the nginx configuration of the topology and of compose.yaml', () => {
  it('names the shop, both API processes, five remote origins, the remotes folder and the cache', () => {
    expect(placeholders.sort()).toEqual(
      [
        'VESNA_SHOP_PORT',
        'VESNA_API_1',
        'VESNA_API_2',
        'VESNA_CATALOG_PORT',
        'VESNA_PRODUCT_PORT',
        'VESNA_CHECKOUT_PORT',
        'VESNA_ACCOUNT_PORT',
        'VESNA_CONTENT_PORT',
        'VESNA_REMOTES_ROOT',
        'VESNA_CACHE_DIR',
      ].sort(),
    );
  });

  it('gets every placeholder from the topology, which leaves nginx variables alone and refuses an unknown one', () => {
    const rendered = inModule(
      'scripts/topology/nginx.mjs',
      `const { topologySettings, nginxValues } = await import('./scripts/topology/settings.mjs');
       const values = nginxValues(topologySettings({ TOPOLOGY_PORT: '4500', TOPOLOGY_DIR: '/srv/t' }));
       let unknown = null;
       try { m.renderTemplate('\${VESNA_NOT_THERE}', values); } catch (error) { unknown = error.message; }
       return { values, text: m.renderTemplate(${JSON.stringify(TEMPLATE)}, values), unknown };`,
    );
    expect(Object.keys(rendered.values).sort()).toEqual([...placeholders].sort());
    expect(rendered.text).not.toMatch(/\$\{VESNA_/);
    expect(rendered.text).toContain('listen 4500;');
    expect(rendered.text).toContain('server 127.0.0.1:4511 max_fails=1');
    expect(rendered.text).toContain('root /srv/t/remotes/$vesna_remote;');
    expect(rendered.text).toContain('proxy_cache_key $scheme$http_host$request_uri;');
    expect(rendered.unknown).toMatch(/VESNA_NOT_THERE/);
  });

  it('gets every placeholder from compose.yaml and the cdn image', () => {
    const compose = readFileSync(path.join(REPO_ROOT, 'compose.yaml'), 'utf8');
    const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
    const given = new Set([
      ...[...compose.matchAll(/^\s+(VESNA_[A-Z0-9_]+):/gm)].map((match) => match[1]),
      ...[...dockerfile.matchAll(/\b(VESNA_[A-Z0-9_]+)=/g)].map((match) => match[1]),
    ]);
    expect(placeholders.filter((name) => !given.has(name))).toEqual([]);
    // The image renders the file the topology runs, not a copy of it.
    expect(dockerfile).toContain('COPY deploy/nginx/vesna.conf.template /etc/nginx/vesna.conf.template');
  });

  (nginx || process.env.CI ? it : it.skip)('as the topology writes it, is accepted by nginx -t', () => {
    expect(nginx).toBeDefined();
    const dir = mkdtempSync(path.join(tmpdir(), 'vesna-topology-nginx-'));
    try {
      const configFile = inModule(
        'scripts/topology/nginx.mjs',
        `const { topologySettings } = await import('./scripts/topology/settings.mjs');
         return m.writeNginxConfig(topologySettings({ TOPOLOGY_DIR: ${JSON.stringify(dir)} }));`,
      );
      expect(configFile).toEqual(path.join(dir, 'nginx', 'nginx.conf'));
      const check = spawnSync(nginx!, ['-p', path.join(dir, 'nginx'), '-e', 'stderr', '-c', configFile, '-t'], {
        encoding: 'utf8',
      });
      expect(check.stderr).toContain('test is successful');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
