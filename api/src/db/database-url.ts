/**
 * Checks DATABASE_URL before the pool is made: `pg` accepts a malformed URL silently and fails later
 * with a message that names no part (or prints the whole URL, password included). The messages here
 * name the wrong part and never contain the password.
 *
 * Accepted: postgres[ql]://[user[:password]@][host][:port]/database[?params]; the host may be empty
 * or a percent-encoded socket folder when `?host=/path/to/socket` says where to connect.
 */
const URL_PARTS = /^([^:/?#]+:)\/\/(?:([^@/?#]*)@)?([^/?#]*)(\/[^?#]*)?(\?[^#]*)?(#.*)?$/;
const SCHEMES = ['postgres:', 'postgresql:'];
const HOST = /^(?:\[[0-9a-fA-F:.]+\]|[^:[\]]+)$/;

const fail = (problem: string): never => {
  throw new Error(`DATABASE_URL ${problem}`);
};

function decoded(part: string, what: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return fail(`has a ${what} with a broken percent-encoding (a % that is not followed by two hex digits)`);
  }
}

/** Throws an Error naming the wrong part of a PostgreSQL connection URL; returns nothing when it is usable. */
export function checkDatabaseUrl(url: string): void {
  if (url.trim() === '') fail('is empty: unset it to use the embedded database, or give postgres://user@host/db');
  const parts = URL_PARTS.exec(url.trim());
  if (!parts) fail('is not a URL: expected postgres://user:password@host:5432/database');
  const [, scheme, userInfo, hostPort, pathname, query] = parts!;
  // An unencoded / ? # or @ in the password splits the URL elsewhere: say so without showing any part.
  if ((pathname ?? '').includes('@') || (query ?? '').includes('@') || hostPort.includes('@')) {
    fail('has an @ after the host: percent-encode / ? # @ and : in the user name and password (%2F %3F %23 %40 %3A)');
  }
  if (!SCHEMES.includes(scheme.toLowerCase())) {
    fail(`has the scheme "${scheme}": it must start with postgres:// or postgresql://`);
  }
  if (userInfo !== undefined) decoded(userInfo.split(':')[0], 'user name');
  // The password is only decoded, never shown.
  if (userInfo?.includes(':')) decoded(userInfo.slice(userInfo.indexOf(':') + 1), 'password');

  const socketInQuery = /[?&]host=/.test(query ?? '');
  const portMatch = /:([^:\]]*)$/.exec(hostPort);
  const host = portMatch ? hostPort.slice(0, portMatch.index) : hostPort;
  if (portMatch) {
    const port = portMatch[1];
    if (!/^\d{1,5}$/.test(port) || Number(port) < 1 || Number(port) > 65535) {
      fail(`has the port "${port}", which is not a number from 1 to 65535`);
    }
  }
  if (host === '' && !socketInQuery) fail('has no host: expected postgres://user@host:5432/database');
  if (host !== '' && !HOST.test(decoded(host, 'host'))) fail(`has the host "${host}", which is not a host name`);

  const database = decoded((pathname ?? '').replace(/^\//, ''), 'database name');
  if (database === '') fail('has no database name: add it after the host, e.g. postgres://user@host:5432/shop');
  if (database.includes('/')) fail(`has the database name "${database}", which cannot contain "/"`);
}
