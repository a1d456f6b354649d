import { Client } from 'pg';
import { openPostgresDatabase } from '../../../db/postgres-database';
import type { Database } from '../../../db/database';
import { createScratchDatabase, type ScratchDatabase } from '../../../test-support/api-processes';
import { describeWhenServices } from '../../../test-support/services';
import { watchCatalogueVersion } from '../catalogue-version-watch';

/**
 * The backstop of Redis announcements: a committed catalogue change is seen within a check, whoever made
 * it. On PostgreSQL (the only place it runs), in a database of its own holding just the version sequence:
 * a writer is any other connection stepping it, as migration 0010's triggers do. A database, not a schema:
 * the watch counts every writing transaction open in its database, and CI runs the PostgreSQL suite beside
 * this one, whose transactions ending would be told as changes.
 */
describeWhenServices({ postgres: true })('watchCatalogueVersion', () => {
  const everyMs = 50;
  let scratch: ScratchDatabase;
  let db: Database;
  let writer: Client;

  beforeAll(async () => {
    scratch = await createScratchDatabase('t_watch');
    const admin = new Client({ connectionString: scratch.url });
    await admin.connect();
    // As migration 0010: a statement that changes a catalogue table steps the version.
    await admin.query(`
      CREATE SEQUENCE catalogue_version;
      CREATE TABLE stock (quantity int NOT NULL);
      INSERT INTO stock VALUES (10);
      CREATE FUNCTION catalogue_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        PERFORM nextval('catalogue_version');
        RETURN NULL;
      END
      $$;
      CREATE TRIGGER stock_catalogue_changed AFTER UPDATE ON stock
        FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();`);
    await admin.end();
    db = openPostgresDatabase({ connectionString: scratch.url, max: 2 });
    writer = new Client({ connectionString: scratch.url });
    await writer.connect();
    // Generous hooks: DROP DATABASE waits for an immediate checkpoint (PostgreSQL 15's log says so), and beside
    // CI's PostgreSQL suite this file's hooks passed 30 s once.
  }, 120_000);
  afterAll(async () => {
    await writer?.end();
    await db?.close();
    await scratch?.drop();
  }, 120_000);

  const log = { warn: jest.fn() };
  const running: { stop(): Promise<void> }[] = [];
  afterEach(async () => {
    await Promise.all(running.splice(0).map((watch) => watch.stop()));
  });
  /** Times at which `changed` was called, from the watch's start. */
  async function watching(): Promise<{ calls: number[]; stop(): Promise<void> }> {
    const calls: number[] = [];
    const watch = await watchCatalogueVersion(db, () => calls.push(Date.now()), { everyMs, log });
    running.push(watch);
    calls.length = 0; // the first check finds the version it starts from
    return { calls, stop: () => watch.stop() };
  }
  const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const changeStock = () => writer.query('UPDATE stock SET quantity = quantity - 1');
  /** Waits until `condition` holds (a busy machine may delay a check), failing past a second. */
  async function until(condition: () => boolean): Promise<void> {
    const deadline = Date.now() + 1000;
    while (!condition()) {
      if (Date.now() > deadline) throw new Error('not within a second');
      await pause(10);
    }
  }

  it('tells of a committed change within a second, and of nothing while nothing changes', async () => {
    const watch = await watching();
    await pause(everyMs * 4);
    expect(watch.calls).toEqual([]);
    await changeStock();
    await until(() => watch.calls.length > 0);
  });

  it('tells again when a transaction that stepped the version commits after it was seen', async () => {
    const watch = await watching();
    await writer.query('BEGIN');
    await changeStock();
    // A check sees the new version while its transaction is open: a cache dropped now refills with
    // the rows as they were before the commit.
    await until(() => watch.calls.length > 0);
    await pause(everyMs * 4);
    await writer.query('COMMIT');
    const committed = Date.now();
    await until(() => watch.calls.some((at) => at >= committed));
    // And then rests.
    const settled = watch.calls.length;
    await pause(everyMs * 4);
    expect(watch.calls.length).toBe(settled);
  });

  it('logs a failing check once, goes on checking, and tells of a change made meanwhile', async () => {
    log.warn.mockClear();
    const watch = await watching();
    await writer.query('ALTER SEQUENCE catalogue_version RENAME TO catalogue_version_away');
    try {
      await until(() => log.warn.mock.calls.length > 0);
      await pause(everyMs * 4);
      expect(log.warn.mock.calls).toHaveLength(1);
      expect(log.warn.mock.calls[0][0]).toMatch(/^reading the catalogue version failed \(.*catalogue_version/);
      await writer.query(`SELECT nextval('catalogue_version_away')`);
    } finally {
      await writer.query('ALTER SEQUENCE catalogue_version_away RENAME TO catalogue_version');
    }
    await until(() => log.warn.mock.calls.length > 1);
    expect(log.warn).toHaveBeenLastCalledWith('the catalogue version can be read again');
    await until(() => watch.calls.length > 0);
  });

  it('checks nothing more once stopped', async () => {
    const watch = await watching();
    await watch.stop();
    await changeStock();
    await pause(everyMs * 4);
    expect(watch.calls).toEqual([]);
  });
});
