/**
 * A very small browser for the sign-in tests: fetch with a cookie jar (cookies are per host name and
 * path, not per port, as in browsers) and manual redirects, so each hop can be inspected or altered.
 */
interface StoredCookie {
  name: string;
  value: string;
  host: string;
  path: string;
}

export interface Hop {
  url: string;
  status: number;
  location: string | null;
  response: Response;
}

export class TestBrowser {
  private readonly jar = new Map<string, StoredCookie>();

  cookie(name: string): string | undefined {
    return [...this.jar.values()].find((c) => c.name === name)?.value;
  }

  async request(url: string, init: RequestInit = {}): Promise<Hop> {
    const target = new URL(url);
    const headers = new Headers(init.headers);
    const cookies = [...this.jar.values()]
      .filter((c) => c.host === target.hostname && pathMatches(target.pathname, c.path))
      .map((c) => `${c.name}=${c.value}`);
    if (cookies.length) headers.set('cookie', cookies.join('; '));
    const response = await fetch(target, { ...init, headers, redirect: 'manual' });
    for (const header of response.headers.getSetCookie()) this.store(target, header);
    const location = response.headers.get('location');
    return {
      url: target.href,
      status: response.status,
      location: location === null ? null : new URL(location, target).href,
      response,
    };
  }

  /** Follows redirects (as GETs) from `url`; stops early when `stopBefore` says so about the next URL. */
  async navigate(url: string, init: RequestInit = {}, stopBefore?: (next: string) => boolean): Promise<Hop> {
    let hop = await this.request(url, init);
    for (let hops = 0; hop.location && hop.status >= 300 && hop.status < 400; hops += 1) {
      if (hops > 15) throw new Error(`too many redirects from ${url}`);
      if (stopBefore?.(hop.location)) return hop;
      hop = await this.request(hop.location);
    }
    return hop;
  }

  private store(url: URL, header: string): void {
    const [pair, ...attributes] = header.split(';').map((part) => part.trim());
    const index = pair.indexOf('=');
    const name = pair.slice(0, index);
    const value = pair.slice(index + 1);
    let path = url.pathname.slice(0, url.pathname.lastIndexOf('/')) || '/';
    let expired = value === '';
    for (const attribute of attributes) {
      const [key, attributeValue = ''] = attribute.split('=');
      const lower = key.toLowerCase();
      if (lower === 'path') path = attributeValue || '/';
      if (lower === 'max-age' && Number(attributeValue) <= 0) expired = true;
      if (lower === 'expires' && Date.parse(attributeValue) <= Date.now()) expired = true;
    }
    const key = `${url.hostname} ${path} ${name}`;
    if (expired) this.jar.delete(key);
    else this.jar.set(key, { name, value, host: url.hostname, path });
  }
}

function pathMatches(requestPath: string, cookiePath: string): boolean {
  if (requestPath === cookiePath) return true;
  const prefix = cookiePath.endsWith('/') ? cookiePath : `${cookiePath}/`;
  return requestPath.startsWith(prefix);
}
