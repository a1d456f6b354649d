import { retryPlugin, RETRY_PLUGIN_NAME } from '../retry';

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
    it('drops the failed load from globalLoading before loading the entry again', async () => {
      const exportsOfEntry = { init: jest.fn(), get: jest.fn() };
      const globalLoading: Record<string, unknown> = { 'mf_catalog:http://x/remoteEntry.js': Promise.resolve() };
      const getRemoteEntry = jest.fn(async () => {
        expect(globalLoading).not.toHaveProperty('mf_catalog:http://x/remoteEntry.js');
        return exportsOfEntry;
      });
      const plugin = retryPlugin({ sleep: noSleep });
      const result = await (plugin.loadEntryError as LoadEntryErrorHook)({
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'mf_catalog', entry: 'http://x/remoteEntry.js' },
        globalLoading,
        uniqueKey: 'mf_catalog:http://x/remoteEntry.js',
      });
      expect(result).toBe(exportsOfEntry);
      expect(getRemoteEntry).toHaveBeenCalledTimes(1);
    });

    it('returns nothing after two failed retries, so the runtime reports the original error', async () => {
      const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
      const globalLoading: Record<string, unknown> = {};
      const plugin = retryPlugin({ sleep: noSleep });
      const result = await (plugin.loadEntryError as LoadEntryErrorHook)({
        getRemoteEntry,
        origin: {},
        remoteInfo: { name: 'mf_catalog', entry: 'http://x/remoteEntry.js' },
        globalLoading,
        uniqueKey: 'k',
      });
      expect(result).toBeUndefined();
      expect(getRemoteEntry).toHaveBeenCalledTimes(2);
      expect(globalLoading).not.toHaveProperty('k');
    });
  });
});
