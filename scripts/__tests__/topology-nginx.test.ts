import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { createServer, type Server } from 'node:http';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inModule, REPO_ROOT } from './helpers/in-module';

// The one nginx configuration (deploy/nginx/vesna.conf.template): `npm run topology` renders it with its own
// values (scripts/topology/), compose.yaml's cdn image with envsubst. Both must fill every placeholder, and
// what the topology renders must be a configuration nginx accepts.
const TEMPLATE = readFileSync(path.join(REPO_ROOT, 'deploy', 'nginx', 'vesna.conf.template'), 'utf8');
const placeholders = [...new Set([...TEMPLATE.matchAll(/\$\{(VESNA_[A-Z0-9_]+)\}/g)].map((match) => match[1]))];

const nginx = ['/usr/sbin/nginx', 'nginx'].find((binary) => spawnSync(binary, ['-v']).status === 0);

describe('the nginx configuration of the topology and of compose.yaml', () => {
  it('names the shop, both API processes, six remote origins, the remotes folder and the cache', () => {
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
        'VESNA_BACKOFFICE_PORT',
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

/**
 * The page cache with the API replaced by two small servers that answer what the API answers: nginx keeps a page
 * for its s-maxage, serves it stale while it revalidates in the background (stale-while-revalidate), and never
 * keeps a no-store answer or one that sets a cookie. Ports from TOPOLOGY_PORT 4140 (4140-4145, 4151-4152).
 */
(nginx || process.env.CI ? describe : describe.skip)("the page cache honours the API's Cache-Control", () => {
  const base = 4140;
  const dir = mkdtempSync(path.join(tmpdir(), 'vesna-topology-cache-'));
  const apis: Server[] = [];
  let proxy: ChildProcess | undefined;
  let served = 0;

  beforeAll(async () => {
    for (const port of [base + 11, base + 12]) {
      const api = createServer((request, reply) => {
        served += 1;
        const headers: Record<string, string> = { 'content-type': 'text/plain' };
        if (request.url?.startsWith('/page'))
          headers['cache-control'] = 'public, max-age=0, s-maxage=1, stale-while-revalidate=30';
        else if (request.url?.startsWith('/cookie')) {
          headers['cache-control'] = 'public, max-age=0, s-maxage=60';
          headers['set-cookie'] = 'vesna_session=1; HttpOnly';
        } else headers['cache-control'] = 'no-store';
        reply.writeHead(200, headers).end(`answer ${served}`);
      });
      await new Promise<void>((listening) => api.listen(port, '127.0.0.1', listening));
      apis.push(api);
    }
    const configFile = inModule(
      'scripts/topology/nginx.mjs',
      `const { topologySettings } = await import('./scripts/topology/settings.mjs');
       return m.writeNginxConfig(topologySettings({ TOPOLOGY_DIR: ${JSON.stringify(dir)}, TOPOLOGY_PORT: '${base}' }));`,
    );
    proxy = spawn(nginx!, ['-p', path.join(dir, 'nginx'), '-e', 'stderr', '-c', configFile, '-g', 'daemon off;'], {
      stdio: 'ignore',
    });
    for (let attempt = 0; attempt < 50; attempt += 1) {
      if (
        await fetch(`http://127.0.0.1:${base}/ready`).then(
          () => true,
          () => false,
        )
      )
        return;
      await new Promise((wait) => setTimeout(wait, 100));
    }
  });

  afterAll(async () => {
    proxy?.kill('SIGTERM');
    await Promise.all(apis.map((api) => new Promise((closed) => api.close(closed))));
    rmSync(dir, { recursive: true, force: true });
  });

  const get = async (pathName: string) => {
    const answer = await fetch(`http://127.0.0.1:${base}${pathName}`);
    return { cache: answer.headers.get('x-cache-status'), body: await answer.text() };
  };

  it('keeps a page for its s-maxage, then serves it stale once while one request fetches the next', async () => {
    const first = await get('/page');
    expect(first.cache).toBe('MISS');
    expect(await get('/page')).toEqual({ cache: 'HIT', body: first.body });
    await new Promise((wait) => setTimeout(wait, 2100));
    expect(await get('/page')).toEqual({ cache: 'STALE', body: first.body });
    await new Promise((wait) => setTimeout(wait, 300));
    const next = await get('/page');
    expect(next.cache).toBe('HIT');
    expect(next.body).not.toBe(first.body);
  });

  it('never keeps a no-store answer, nor one that sets a cookie', async () => {
    for (const pathName of ['/account', '/account', '/cookie', '/cookie']) {
      expect((await get(pathName)).cache).toBe('MISS');
    }
  });
});
