import { checkDatabaseUrl } from '../database-url';
import { openDatabase } from '../open-database';

/** A malformed DATABASE_URL stops the start-up with a message naming the wrong part, never the password. */
describe('DATABASE_URL check', () => {
  it.each([
    ['postgres://user:s3cret-pw@db.example:5432/shop'],
    ['postgresql://user@127.0.0.1/shop'],
    ['postgres://postgres@127.0.0.1:5432/test'],
    ['postgres://user:s3cret-pw@%2Fvar%2Frun%2Fpostgresql/shop'],
    ['postgres:///shop?host=/var/run/postgresql'],
  ])('accepts %s', (url) => {
    expect(() => checkDatabaseUrl(url)).not.toThrow();
  });

  it.each([
    ['postgres://user:s3cret-pw@host:notaport/db', /port "notaport", which is not a number from 1 to 65535/],
    ['postgres://user:s3cret-pw@host:70000/db', /port "70000", which is not a number/],
    ['postgress://user:s3cret-pw@host:5432/db', /scheme "postgress:".*postgres:\/\/ or postgresql:\/\//],
    ['mysql://user:s3cret-pw@host/db', /scheme "mysql:"/],
    ['postgres://user:s3cret-pw@host:5432', /no database name/],
    ['postgres://user:s3cret-pw@host:5432/', /no database name/],
    ['postgres://user:s3cret-pw@/db', /no host/],
    ['garbage s3cret-pw', /not a URL/],
    ['', /empty/],
    ['postgres://user:s3cret-pw@host:5432/db/extra', /database name "db\/extra"/],
    ['postgres://user:s3cret-pw@host:5432/%E0%A4%A', /database name .*percent-encoding/],
    ['postgres://us%ZZer:s3cret-pw@host/db', /user name .*percent-encoding/],
  ])('refuses %s, saying which part is wrong', (url, message) => {
    let thrown: Error | undefined;
    try {
      checkDatabaseUrl(url);
    } catch (error) {
      thrown = error as Error;
    }
    expect(thrown).toBeInstanceOf(Error);
    expect(thrown!.message).toMatch(/^DATABASE_URL/);
    expect(thrown!.message).toMatch(message);
    expect(thrown!.message).not.toContain('s3cret-pw');
  });
});

it('does not show a password with an unencoded "/" in any part of its message', () => {
  expect(() => checkDatabaseUrl('postgres://user:s3cret/pw@host/db')).toThrow(/percent-encode/);
  expect(() => checkDatabaseUrl('postgres://user:s3cret/pw@host/db')).not.toThrow(/s3cret|pw@/);
});

it('stops openDatabase before connecting', async () => {
  await expect(openDatabase({ DATABASE_URL: 'postgres://user:s3cret-pw@host:notaport/db' })).rejects.toThrow(
    /^DATABASE_URL has the port "notaport"/,
  );
});
