// nginx for the topology: Debian's package, run in the foreground as a child with its own prefix (its
// pid file, logs, temp folders and page cache under .topology/nginx), on deploy/nginx/vesna.conf.template.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { nginxTemplate, nginxValues } from './settings.mjs';

const BROTLI_MODULE = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
const INSTALL = 'apt-get update && apt-get install -y nginx libnginx-mod-http-brotli-static';

/** The nginx binary, or an error that says how to install it. */
export function findNginx() {
  for (const candidate of [process.env.NGINX_BIN, '/usr/sbin/nginx', 'nginx'].filter(Boolean)) {
    if (spawnSync(candidate, ['-v'], { stdio: 'ignore' }).status === 0) return candidate;
  }
  throw new Error(`nginx is not installed: ${INSTALL}`);
}

/**
 * The template with its ${VESNA_*} placeholders filled in, as envsubst does in compose.yaml; nginx's own
 * $variables are left alone. A placeholder without a value is an error, not an empty string.
 */
export function renderTemplate(template, values) {
  return template.replace(/\$\{(VESNA_[A-Z0-9_]+)\}/g, (_, name) => {
    if (values[name] === undefined) throw new Error(`${nginxTemplate} names \${${name}}, which has no value`);
    return values[name];
  });
}

/** Writes nginx.conf (the main file: module, events, the http block including vesna.conf) and vesna.conf. */
export async function writeNginxConfig(settings) {
  if (!existsSync(BROTLI_MODULE)) throw new Error(`nginx's brotli_static module is missing: ${INSTALL}`);
  const dir = settings.nginxDir;
  for (const sub of ['logs', 'temp', 'cache']) await mkdir(join(dir, sub), { recursive: true });
  // nginx's workers (nobody, when root starts nginx) read the releases and write the cache below the topology's
  // folder: one made by mktemp -d is 0700.
  await chmod(settings.dir, 0o755);
  const vesna = renderTemplate(await readFile(nginxTemplate, 'utf8'), nginxValues(settings));
  await writeFile(join(dir, 'vesna.conf'), vesna);
  const main = `# Written by scripts/topology.mjs; the shop's configuration is vesna.conf (deploy/nginx/vesna.conf.template).
load_module ${BROTLI_MODULE};
worker_processes 1;
pid ${join(dir, 'nginx.pid')};
error_log stderr warn;
events { worker_connections 1024; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log ${join(dir, 'logs', 'access.log')};
    client_body_temp_path ${join(dir, 'temp', 'body')};
    proxy_temp_path ${join(dir, 'temp', 'proxy')};
    fastcgi_temp_path ${join(dir, 'temp', 'fastcgi')};
    uwsgi_temp_path ${join(dir, 'temp', 'uwsgi')};
    scgi_temp_path ${join(dir, 'temp', 'scgi')};
    sendfile on;
    keepalive_timeout 65;
    include ${join(dir, 'vesna.conf')};
}
`;
  await writeFile(join(dir, 'nginx.conf'), main);
  return join(dir, 'nginx.conf');
}

/** Checks the configuration (nginx -t), then runs nginx in the foreground. */
export function startNginx(binary, settings, configFile) {
  const args = ['-p', settings.nginxDir, '-e', 'stderr', '-c', configFile];
  const check = spawnSync(binary, [...args, '-t', '-q'], { encoding: 'utf8' });
  if (check.status !== 0) throw new Error(`nginx refused its configuration:\n${check.stderr}`);
  return spawn(binary, [...args, '-g', 'daemon off;'], { stdio: ['ignore', 'inherit', 'inherit'] });
}
