import { loadRemotesConfig, parseRemotesConfig } from '../load-remotes-config';

describe('remotes.json', () => {
  it('turns the name → manifest map into remote definitions', () => {
    expect(
      parseRemotesConfig({
        mf_catalog: 'http://localhost:3001/mf-manifest.json',
        mf_content: 'https://cdn.example.com/content/remoteEntry.js?v=3',
      }),
    ).toEqual([
      { name: 'mf_catalog', entry: 'http://localhost:3001/mf-manifest.json' },
      { name: 'mf_content', entry: 'https://cdn.example.com/content/remoteEntry.js?v=3' },
    ]);
  });

  it.each([
    ['an array', [{ name: 'mf_catalog' }]],
    ['null', null],
    ['a name that is not an identifier', { 'mf-catalog': 'http://localhost:3001/mf-manifest.json' }],
    ['an entry that is not a string', { mf_catalog: 3001 }],
    ['an entry that is not a manifest or remote entry', { mf_catalog: 'http://localhost:3001/' }],
  ])('rejects %s', (_what, raw) => {
    expect(() => parseRemotesConfig(raw)).toThrow(/remotes\.json/);
  });

  it('fetches /remotes.json without a cached copy', async () => {
    const fetchMock = jest.fn().mockResolvedValue({
      ok: true,
      json: async () => ({ mf_catalog: 'http://localhost:3001/mf-manifest.json' }),
    });
    globalThis.fetch = fetchMock as unknown as typeof fetch;
    await expect(loadRemotesConfig()).resolves.toEqual([
      { name: 'mf_catalog', entry: 'http://localhost:3001/mf-manifest.json' },
    ]);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', expect.objectContaining({ cache: 'no-cache' }));
  });

  it('fails when the file cannot be read', async () => {
    globalThis.fetch = jest.fn().mockResolvedValue({ ok: false, status: 404 }) as unknown as typeof fetch;
    await expect(loadRemotesConfig()).rejects.toThrow('404');
  });
});
