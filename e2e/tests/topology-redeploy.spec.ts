import { cp, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test, expect } from './fixtures';
import { changeCareersHeading } from './remote-builds';
import { deployRemote, repoDist, topologyRemotesJson, topologySkipReason } from './topology';

/**
 * A team redeploys its remote on the running topology while the rest of @smoke goes on: a new build of
 * mf-content (the built one with the Careers heading changed) is deployed with docs/deploying.md's command (upload as
 * a new release, check its manifest through nginx, switch remotes.json, purge the page cache). Nothing
 * restarts: the API processes render the new build at once and browsers get it on their next load. The
 * journey then deploys build 1 again (a rollback), so the other journeys see the shop as it was.
 */
const BUILD_2_HEADING = 'Careers at Vesna, build 2';

test.skip(topologySkipReason() !== undefined, topologySkipReason());

let workDir: string;

test.beforeAll(async () => {
  workDir = await mkdtemp(join(tmpdir(), 'vesna-topology-redeploy-'));
});

test.afterAll(async () => {
  // Build 1 again, whatever happened above.
  deployRemote('mf-content', repoDist('mf-content'));
  await rm(workDir, { recursive: true, force: true });
});

test('@smoke @topology a remote redeployed on the topology is what the server renders and the browser loads, with nothing restarted', async ({
  page,
  request,
}) => {
  const build1Manifest = topologyRemotesJson().mf_content;
  const build2 = join(workDir, 'mf-content-build-2');
  await cp(repoDist('mf-content'), build2, { recursive: true });
  await changeCareersHeading(build2, BUILD_2_HEADING);
  await changeCareersHeading(join(build2, 'server'), BUILD_2_HEADING);

  // Build 1, from the page cache or not.
  await page.goto('/careers');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Careers');
  expect(await (await request.get('/careers')).text()).toContain('>Careers</h1>');

  const deployed = deployRemote('mf-content', build2);
  const build2Manifest = topologyRemotesJson().mf_content;
  expect(deployed).toContain(build2Manifest);
  expect(build2Manifest).not.toBe(build1Manifest);
  // The shop serves the switched remotes.json (one file for both API processes).
  expect(((await (await request.get('/remotes.json')).json()) as Record<string, string>).mf_content).toBe(
    build2Manifest,
  );

  // The server's HTML, from either process, is build 2's: asked several times so both processes answer.
  for (let attempt = 0; attempt < 4; attempt += 1) {
    const answer = await request.get(`/careers?attempt=${attempt}`);
    expect(await answer.text()).toContain(`>${BUILD_2_HEADING}</h1>`);
  }
  expect(await (await request.get('/careers')).text()).toContain(`>${BUILD_2_HEADING}</h1>`);

  // The browser loads build 2 from its release on the remote's origin, and hydrates the server's page.
  const build2Request = page.waitForRequest(build2Manifest);
  await page.reload();
  await build2Request;
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BUILD_2_HEADING);
  await expect(page.getByRole('banner')).toBeVisible();

  // Rollback: build 1's release is still there; the switch alone brings it back.
  deployRemote('mf-content', repoDist('mf-content'));
  expect(topologyRemotesJson().mf_content).toBe(build1Manifest);
  expect(await (await request.get('/careers')).text()).toContain('>Careers</h1>');
});
