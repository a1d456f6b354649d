import { retryPlugin, retryUrl, RETRY_PLUGIN_NAME } from '../retry';

const noSleep = jest.fn(async () => undefined);
const ok = { ok: true, status: 200 } as Response;
const badGateway = { ok: false, status: 502 } as Response;

type FetchHook = (url: string, init: RequestInit) => Promise<Response>;
type LoadEntryErrorHook = (args: Record<string, unknown>) => Promise<unknown>;

describe('retry runtime plugin', () => {
  beforeEach(() => noSleep.mockClear());

  it('is a named plugin', () => {
    expect(retryPlugin().name).toBe(RETRY_PLUGIN_NAME);
  });

  describe('manifest fetch', () => {
    it('retries a failed manifest request and returns the first good answer', async () => {
      const fetchImpl = jest
        .fn()
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockResolvedValueOnce(badGateway)
        .mockResolvedValueOnce(ok);
      const plugin = retryPlugin({ fetchImpl, sleep: noSleep, delayMs: 100 });
      await expect((plugin.fetch as FetchHook)('http://x/mf-manifest.json', {})).resolves.toBe(ok);
      expect(fetchImpl).toHaveBeenCalledTimes(3);
      // a short linear backoff between attempts
      expect(noSleep.mock.calls).toEqual([[100], [200]]);
    });

    it('gives up after two retries so the route can show its fallback', async () => {
      const fetchImpl = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
      const plugin = retryPlugin({ fetchImpl, sleep: noSleep });
      await expect((plugin.fetch as FetchHook)('http://x/mf-manifest.json', {})).rejects.toThrow('Failed to fetch');
      expect(fetchImpl).toHaveBeenCalledTimes(3);
    });

    it('asks the origin again rather than a cached error', async () => {
      const fetchImpl = jest.fn().mockResolvedValue(ok);
      await (retryPlugin({ fetchImpl, sleep: noSleep }).fetch as FetchHook)('http://x/mf-manifest.json', {});
      expect(fetchImpl).toHaveBeenCalledWith(
        'http://x/mf-manifest.json',
        expect.objectContaining({ cache: 'no-cache' }),
      );
    });
  });

  describe('remote entry', () => {
    const remoteInfo = { name: 'mf_catalog', entry: 'http://x/remoteEntry.js' };

    it('loads the entry again under a new URL and hands its exports to the runtime', async () => {
      const exportsOfEntry = { init: jest.fn(), get: jest.fn() };
      // The runtime's own loading table: the plugin must leave it to the runtime.
      const failedLoad = Promise.resolve();
      const globalLoading: Record<string, unknown> = { 'mf_catalog:http://x/remoteEntry.js': failedLoad };
      const getRemoteEntry = jest.fn(async () => exportsOfEntry);
      const plugin = retryPlugin({ sleep: noSleep });
      const result = await (plugin.loadEntryError as LoadEntryErrorHook)({
        getRemoteEntry,
        origin: {},
        remoteInfo,
        globalLoading,
        uniqueKey: 'mf_catalog:http://x/remoteEntry.js',
      });
      expect(result).toBe(exportsOfEntry);
      expect(getRemoteEntry).toHaveBeenCalledTimes(1);
      expect(getRemoteEntry).toHaveBeenCalledWith(
        expect.objectContaining({
          remoteInfo: { name: 'mf_catalog', entry: 'http://x/remoteEntry.js?mf-retry=1' },
        }),
      );
      expect(globalLoading).toEqual({ 'mf_catalog:http://x/remoteEntry.js': failedLoad });
      expect(remoteInfo.entry).toBe('http://x/remoteEntry.js');
    });

    it('returns nothing after two failed retries, so the runtime reports the original error', async () => {
      const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
      const plugin = retryPlugin({ sleep: noSleep, delayMs: 50 });
      const result = await (plugin.loadEntryError as LoadEntryErrorHook)({
        getRemoteEntry,
        origin: {},
        remoteInfo,
        globalLoading: {},
        uniqueKey: 'k',
      });
      expect(result).toBeUndefined();
      expect(
        getRemoteEntry.mock.calls.map(([args]) => (args as { remoteInfo: { entry: string } }).remoteInfo.entry),
      ).toEqual(['http://x/remoteEntry.js?mf-retry=1', 'http://x/remoteEntry.js?mf-retry=2']);
      expect(noSleep.mock.calls).toEqual([[50], [100]]);
    });
  });

  describe('retryUrl', () => {
    it('keeps the query and hash of the entry and replaces an earlier retry mark', () => {
      expect(retryUrl('https://cdn/a/remoteEntry.js?v=3#x', 1)).toBe('https://cdn/a/remoteEntry.js?v=3&mf-retry=1#x');
      expect(retryUrl('/remoteEntry.js?mf-retry=1', 2)).toBe('/remoteEntry.js?mf-retry=2');
    });
  });
});
