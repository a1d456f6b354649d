import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { RemoteRoute } from '../remote-route';
import { renderInShell } from '../../test-utils/render-in-shell';
import { fallbackPageModule } from '../runtime-plugin/fallback';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerRemotes: jest.fn(),
  registerPlugins: jest.fn(),
}));
jest.mock('../register-remotes', () => ({ ensureRemotesRegistered: jest.fn(async () => undefined) }));

const loadRemoteMock = loadRemote as jest.MockedFunction<typeof loadRemote>;
const networkDown = () => new Error('[ Federation Runtime ]: #RUNTIME-003 Failed to get manifest');

beforeEach(() => {
  loadRemoteMock.mockReset();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => jest.restoreAllMocks());

describe('RemoteRoute', () => {
  it('shows the remote page once it has loaded', async () => {
    loadRemoteMock.mockResolvedValue({ default: () => <h1>Collection</h1> });
    renderInShell(<RemoteRoute remote="mf_catalog" expose="./CollectionPage" />);
    expect(await screen.findByRole('heading', { name: 'Collection' })).toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledWith('mf_catalog/CollectionPage');
  });

  it("shows the unavailable fallback with the remote's name when the remote fails to load", async () => {
    loadRemoteMock.mockRejectedValue(networkDown());
    renderInShell(<RemoteRoute remote="mf_content" expose="./CareersPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the shop is unavailable right now.');
    expect(alert).toHaveTextContent('Shop information');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('loads the remote again on Retry once its origin is back, without a page reload', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockRejectedValueOnce(networkDown()).mockResolvedValueOnce({ default: () => <h1>New In</h1> });
    renderInShell(<RemoteRoute remote="mf_catalog" expose="./NewInPage" />);
    await screen.findByRole('alert');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'New In' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it("shows the fallback plugin's stand-in page as the unavailable fallback, and Retry loads the real page", async () => {
    const user = userEvent.setup();
    // What loadRemote resolves to when the fallback runtime plugin answers a failed load.
    loadRemoteMock
      .mockResolvedValueOnce(fallbackPageModule)
      .mockResolvedValueOnce({ default: () => <h1>Visit Us</h1> });
    renderInShell(<RemoteRoute remote="mf_content" expose="./VisitUsPage" />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the shop is unavailable right now.');
    expect(alert).toHaveTextContent('Shop information could not be loaded.');

    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { name: 'Visit Us' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('keeps offering Retry while the remote stays down', async () => {
    const user = userEvent.setup();
    loadRemoteMock.mockRejectedValue(networkDown());
    renderInShell(<RemoteRoute remote="mf_checkout" expose="./CartPage" />);
    await screen.findByRole('alert');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Bag and checkout');
    expect(loadRemoteMock).toHaveBeenCalledTimes(2);
  });

  it('shows the fallback when the remote page fails to render, and Retry renders it again', async () => {
    const user = userEvent.setup();
    let broken = true;
    function FlakyPage() {
      if (broken) throw new Error('render failed');
      return <h1>Log in</h1>;
    }
    loadRemoteMock.mockResolvedValue({ default: FlakyPage });
    renderInShell(<RemoteRoute remote="mf_account" expose="./LoginPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Your account');

    broken = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });

  it('treats an empty answer of the runtime as a failed load', async () => {
    loadRemoteMock.mockResolvedValue(null);
    renderInShell(<RemoteRoute remote="mf_product" expose="./ProductPage" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product details');
  });

  it('shows a skeleton while the remote loads', async () => {
    let resolve!: (value: unknown) => void;
    loadRemoteMock.mockReturnValue(new Promise((r) => (resolve = r)));
    renderInShell(<RemoteRoute remote="mf_catalog" expose="./PlusSizePage" />);

    // Announced as a page that is loading, not as an error.
    const skeleton = await screen.findByRole('status');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(skeleton).toHaveTextContent('Loading page');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // It holds the page's shape (a heading line, a banner, a grid of six cards of picture, name and price),
    // so the layout does not jump when the page arrives; the blocks themselves are hidden from readers.
    const blocks = within(skeleton).getAllByTestId('skeleton');
    expect(blocks).toHaveLength(2 + 6 * 3);
    expect(blocks[0]).toHaveStyle({ height: '36px', width: '40%' });
    expect(blocks[1]).toHaveStyle({ height: '180px' });
    for (const block of blocks) expect(block).toHaveAttribute('aria-hidden', 'true');

    await act(async () => resolve({ default: () => <h1>Plus Size</h1> }));
    expect(await screen.findByRole('heading', { name: 'Plus Size' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
