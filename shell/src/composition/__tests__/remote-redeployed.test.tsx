import { act, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteRoute, forgetRemotePage } from '../remote-route';
import { forgetLoadedManifestsForTests, pageBuildOf, rememberLoadedManifest } from '../remote-builds';
import { reportHydrationError } from '../report-hydration-error';
import { ServerRegionContext, type ServerRegion } from '../server-region';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../register-remotes', () => ({ ensureRemotesRegistered: jest.fn(async () => undefined) }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const PAGE_ID = 'mf_product/ProductPage';

const manifestWith = (chunk: string) => ({
  metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
  exposes: [{ name: 'ProductPage', assets: { js: { sync: [chunk, '310.shared.js'] } } }],
});
const SERVER_MANIFEST = manifestWith('522.aaaa1111.js');

const OldBuildPage = () => <h1>Cotton Slip Dress</h1>;
const NewBuildPage = () => <h1>Cotton Slip Dress, new build</h1>;

/** The server's HTML of the region: the page inside the route's Suspense boundary. */
const serverHtml = renderToString(
  <Suspense fallback={null}>
    <OldBuildPage />
  </Suspense>,
);

async function hydrateWith(loadedManifest: ReturnType<typeof manifestWith>, Page: () => React.JSX.Element) {
  const container = document.createElement('div');
  container.innerHTML = serverHtml;
  document.body.append(container);
  const serverHeading = container.querySelector('h1');
  const region: ServerRegion = { id: PAGE_ID, outcome: 'rendered', build: pageBuildOf(SERVER_MANIFEST, 'ProductPage') };
  // What the runtime plugin records when the browser loads the remote's manifest.
  loadRemoteMock.mockImplementation(async () => {
    rememberLoadedManifest('mf_product', loadedManifest);
    return { default: Page };
  });
  await act(async () => {
    hydrateRoot(
      container,
      <ServerRegionContext value={region}>
        <RemoteRoute remote="mf_product" expose="./ProductPage" />
      </ServerRegionContext>,
      { onRecoverableError: reportHydrationError },
    );
  });
  return { container, serverHeading };
}

beforeEach(() => {
  forgetLoadedManifestsForTests();
  forgetRemotePage(PAGE_ID);
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('hydrating a remote page the server rendered', () => {
  it('takes over the server markup when the browser loaded the build the server rendered', async () => {
    const { container, serverHeading } = await hydrateWith(SERVER_MANIFEST, OldBuildPage);
    expect(container.querySelector('h1')).toBe(serverHeading);
    expect(console.warn).not.toHaveBeenCalled();
    expect(console.error).not.toHaveBeenCalled();
  });

  it('renders the new build in the browser, reported as a warning, when the remote was redeployed in place', async () => {
    await hydrateWith(manifestWith('522.bbbb2222.js'), NewBuildPage);
    expect(await screen.findByRole('heading', { name: 'Cotton Slip Dress, new build' })).toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      expect.stringContaining(`${PAGE_ID} changed since the server rendered it`),
    );
    expect(console.error).not.toHaveBeenCalledWith('[shell] hydration mismatch:', expect.anything(), expect.anything());
  });
});

describe('pageBuildOf', () => {
  it("names a build by its page's chunks, whatever their order", () => {
    const reordered = {
      ...SERVER_MANIFEST,
      exposes: [{ name: 'ProductPage', assets: { js: { sync: ['310.shared.js', '522.aaaa1111.js'] } } }],
    };
    expect(pageBuildOf(reordered, 'ProductPage')).toBe(pageBuildOf(SERVER_MANIFEST, 'ProductPage'));
    expect(pageBuildOf(manifestWith('522.bbbb2222.js'), 'ProductPage')).not.toBe(
      pageBuildOf(SERVER_MANIFEST, 'ProductPage'),
    );
    expect(pageBuildOf(SERVER_MANIFEST, 'CartPage')).toBeUndefined();
  });
});
