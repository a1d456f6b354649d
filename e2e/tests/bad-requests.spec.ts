import { request as httpRequest } from 'node:http';
import { test, expect } from './fixtures';

// Every port `npm start` opens: the shop and its API, the five remotes' static servers, the development
// sign-in and the test payment processor. A malformed or escaping address gets a client error, never a crash:
// once all of them were sent, the whole shop still works (a URIError in the old static server once ended
// `npm start` and took all five remotes down).
const API = 3000;
const REMOTES = [3001, 3002, 3003, 3004, 3005];
const DEV_SERVICES = [3006, 3007];

const MALFORMED = ['/%E0', '/%', '/remoteEntry.js%E0%A4%A', '/%C0%AF'];
const ESCAPING = ['/..%2f..%2f..%2fetc%2fpasswd', '/%2e%2e/%2e%2e/%2e%2e/etc/passwd', '/a/../../../etc/passwd'];

/** GET with the path exactly as given (a URL object would resolve the dots and re-encode the rest). */
function rawGet(port: number, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: 'localhost', port, path, method: 'GET' }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

test('@local malformed and escaping addresses on every port get a client error, and the shop keeps working', async ({
  page,
}) => {
  for (const port of REMOTES) {
    for (const path of MALFORMED) expect((await rawGet(port, path)).status, `${port} ${path}`).toBe(400);
    for (const path of ESCAPING) {
      const answer = await rawGet(port, path);
      expect(answer.status, `${port} ${path}`).toBe(404);
      expect(answer.body).not.toContain('root:');
    }
  }
  for (const port of [API, ...DEV_SERVICES]) {
    for (const path of [...MALFORMED, ...ESCAPING]) {
      const answer = await rawGet(port, path);
      expect(answer.status, `${port} ${path}`).toBeGreaterThanOrEqual(400);
      expect(answer.status, `${port} ${path}`).toBeLessThan(500);
      expect(answer.body).not.toContain('root:');
    }
  }

  // Everyone is still up: each remote serves its manifest, and a page that loads a remote works.
  for (const port of REMOTES) expect((await rawGet(port, '/mf-manifest.json')).status).toBe(200);
  await page.goto('/collection');
  await expect(page.getByRole('heading', { level: 1, name: 'Collection' })).toBeVisible();
  await page.getByRole('link', { name: 'New In' }).first().click();
  await expect(page).toHaveURL(/\/newIn$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
