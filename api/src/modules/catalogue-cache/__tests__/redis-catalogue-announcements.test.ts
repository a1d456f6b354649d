import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { ListenHandlers } from '../../../db/database';
import { describeWhenServices, TEST_REDIS_URL } from '../../../test-support/services';
import type { CatalogueAnnouncements } from '../catalogue-announcements';
import { catalogueAnnouncementsFromEnv, openRedisCatalogueAnnouncements } from '../redis-catalogue-announcements';

/** Polls `check` until it stops throwing (a message crosses Redis in a millisecond or so). */
async function eventually(check: () => void, timeoutMs = 3000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return check();
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  }
}

/** What a process's cache is told, in order. */
function recording(): ListenHandlers & { told: string[] } {
  const told: string[] = [];
  return {
    told,
    notify: () => told.push('notify'),
    lost: () => told.push('lost'),
    restored: () => told.push('restored'),
  };
}

describeWhenServices({ redis: true })('catalogue announcements over Redis (on the real Redis)', () => {
  // A channel per run: nothing here reaches another run's (or the shop's) processes.
  const channel = `vesna:test:${randomBytes(6).toString('hex')}:catalogue`;
  // Two API processes' announcements, and Redis as an operator sees it.
  let a: CatalogueAnnouncements;
  let b: CatalogueAnnouncements;
  let admin: Redis;
  const stops: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    a = await openRedisCatalogueAnnouncements(TEST_REDIS_URL, channel);
    b = await openRedisCatalogueAnnouncements(TEST_REDIS_URL, channel);
    admin = new Redis(TEST_REDIS_URL);
  });
  afterEach(async () => {
    await Promise.all(stops.splice(0).map((stop) => stop()));
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await admin?.quit();
  });

  const listen = async (announcements: CatalogueAnnouncements, handlers: ListenHandlers) => {
    const stop = await announcements.listen(handlers);
    stops.push(stop);
    return stop;
  };
  const subscriberIds = async () =>
    ((await admin.call('CLIENT', 'LIST', 'TYPE', 'pubsub')) as string)
      .split('\n')
      .filter((line) => / name=vesna-catalogue-subscriber /.test(line))
      .map((line) => /^id=(\d+)/.exec(line)![1]);

  it('says it is not the database, so the app publishes its writes and watches the version', () => {
    expect(a.fromDatabase).toBe(false);
    expect(a.source).toBe('Redis');
  });

  it('is heard by every process, the announcing one at once (before Redis has answered)', async () => {
    const here = recording();
    const there = recording();
    await listen(a, here);
    await listen(b, there);
    const announced = a.announce();
    expect(here.told).toEqual(['notify']);
    await announced;
    await eventually(() => expect(there.told).toEqual(['notify']));
    // Its own message comes back too: one more drop, which costs nothing.
    await eventually(() => expect(here.told).toEqual(['notify', 'notify']));
  });

  it('hears nothing on another channel, and nothing once stopped', async () => {
    const other = await openRedisCatalogueAnnouncements(TEST_REDIS_URL, `${channel}:other`);
    const there = recording();
    const stop = await listen(b, there);
    await other.announce();
    await other.close();
    await stop();
    await a.announce();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(there.told).toEqual([]);
  });

  it('tells the cache when its subscription is lost, and once it is subscribed again; then hears again', async () => {
    const before = new Set(await subscriberIds());
    const there = recording();
    await listen(b, there);
    const [id] = (await subscriberIds()).filter((known) => !before.has(known));
    expect(id).toBeDefined();
    await admin.call('CLIENT', 'KILL', 'ID', id);
    await eventually(() => expect(there.told).toEqual(['lost', 'restored']));
    // Subscribed before `restored`: the channel counts it, and an announcement reaches it.
    expect(await admin.pubsub('NUMSUB', channel)).toEqual([channel, 1]);
    await a.announce();
    await eventually(() => expect(there.told).toEqual(['lost', 'restored', 'notify']));
  });

  it('a Redis that does not answer stops the start with a clear error, without its password', async () => {
    await expect(openRedisCatalogueAnnouncements('redis://:secret@127.0.0.1:1', channel)).rejects.toThrow(
      /^Redis at REDIS_URL=redis:\/\/:\*\*\*@127\.0\.0\.1:1 did not answer \(.*ECONNREFUSED.*\): the catalogue cache/,
    );
  });

  it('is chosen by REDIS_URL on PostgreSQL only (PGlite serves one process and announces in it)', async () => {
    expect(await catalogueAnnouncementsFromEnv({}, { kind: 'postgres' })).toBeUndefined();
    expect(await catalogueAnnouncementsFromEnv({ REDIS_URL: TEST_REDIS_URL }, { kind: 'pglite' })).toBeUndefined();
    const fromEnv = await catalogueAnnouncementsFromEnv(
      { REDIS_URL: TEST_REDIS_URL, REDIS_CATALOGUE_CHANNEL: channel },
      { kind: 'postgres' },
    );
    const there = recording();
    await listen(b, there);
    await fromEnv!.announce();
    await fromEnv!.close();
    await eventually(() => expect(there.told).toEqual(['notify']));
    await expect(catalogueAnnouncementsFromEnv({ REDIS_URL: 'localhost:6379' }, { kind: 'postgres' })).rejects.toThrow(
      'REDIS_URL=localhost:6379 is not a Redis URL',
    );
  });
});
