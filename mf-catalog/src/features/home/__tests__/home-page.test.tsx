import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { API_PATHS, buildApiPath, type Banner, type Category, type CollectionTile } from 'contracts';
import { apiClient, type RequestOptions } from 'shared-ui/state';
import { filterProducts } from 'shared-ui';
import { HomePage } from '../views/home-page';
import { COLLECTION_TILES, makeBanner, makeProducts } from '../../../test-utils/fixtures';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  filterProducts: jest.fn(),
}));

/** The banner requests at the API client's edge (GET /banners/...), each answered by its stand-in. */
const getBanners = jest.fn<Promise<Banner[]>, [string, RequestOptions]>();
const getCollectionTiles = jest.fn<Promise<CollectionTile[]>, []>();
const getModiweekBanners = jest.fn<Promise<Banner[]>, []>();
const get = apiClient.get;
function answerBanners() {
  jest.spyOn(apiClient, 'get').mockImplementation((async (url: string, config?: RequestOptions) => {
    if (url === buildApiPath(API_PATHS.bannersByCategory, { category: 'modiweek' }))
      return { status: 200, data: await getModiweekBanners() };
    if (url === buildApiPath(API_PATHS.banners, { name: 'collection' }))
      return { status: 200, data: await getCollectionTiles() };
    const [, name] = /^\/banners\/([^/]+)$/.exec(url) ?? [];
    return name ? { status: 200, data: await getBanners(name, config ?? {}) } : get(url, config);
  }) as typeof apiClient.get);
}

const WEEK = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'];

beforeEach(() => {
  answerBanners();
  jest.mocked(getBanners).mockImplementation(async (name: string) => {
    if (name === 'mainBanner') return [makeBanner('mainBanner', { title: 'Quiet linen for long days' })];
    if (name === 'sustainability') return [makeBanner('sustainability', { title: 'Made to be kept' })];
    return [];
  });
  jest.mocked(getCollectionTiles).mockResolvedValue(COLLECTION_TILES);
  jest.mocked(getModiweekBanners).mockResolvedValue(WEEK.map((day) => makeBanner(day)));
  jest.mocked(filterProducts).mockResolvedValue(makeProducts(5));
});

afterEach(() => {
  jest.clearAllMocks();
  jest.restoreAllMocks();
});

function renderHome() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <HomePage />
    </MemoryRouter>,
  );
}

describe('HomePage', () => {
  it('shows the hero headline with a "New In" button to /newIn', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { level: 1, name: 'Quiet linen for long days' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/newIn');
    expect(getBanners).toHaveBeenCalledWith('mainBanner', expect.anything());
  });

  it('fetches the hero image first and never lazily, at its 2:1 size', async () => {
    const { container } = renderHome();
    await screen.findByRole('heading', { level: 1, name: 'Quiet linen for long days' });
    const hero = container.querySelector<HTMLImageElement>('section[aria-label="Featured"] img')!;
    expect(hero).toHaveAttribute('src', '/api/images/banners/mainBanner.svg');
    expect(hero).toHaveAttribute('fetchpriority', 'high');
    expect(hero).not.toHaveAttribute('loading', 'lazy');
    expect([hero.getAttribute('width'), hero.getAttribute('height')]).toEqual(['1440', '720']);
  });

  it('links the sustainability banner to /sustainability', async () => {
    renderHome();
    expect(await screen.findByRole('heading', { name: 'Made to be kept' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Discover Sustainability' })).toHaveAttribute('href', '/sustainability');
  });

  it("opens the collection with the tile's category, lower-cased", async () => {
    // Tile names may arrive capitalised; the address always uses the lower-case category.
    jest
      .mocked(getCollectionTiles)
      .mockResolvedValue([
        ...COLLECTION_TILES.slice(1),
        { id: 'tile-x', name: 'Dresses' as Category, imageUrl: '/x.svg' },
      ]);
    renderHome();

    const section = (await screen.findByRole('heading', { name: 'Collection' })).closest('section')!;
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(6));
    expect(within(section).getByRole('link', { name: 'See All' })).toHaveAttribute('href', '/collection');
    expect(within(section).getByRole('link', { name: 'Tops' })).toHaveAttribute('href', '/collection?category=tops');
    expect(within(section).getByRole('link', { name: 'Dresses' })).toHaveAttribute(
      'href',
      '/collection?category=dresses',
    );
  });

  it('shows two best sellers at a time on small screens and wraps around with previous/next', async () => {
    const user = userEvent.setup();
    renderHome();
    const section = (await screen.findByRole('heading', { name: 'Best Sellers' })).closest('section')!;
    const shown = within(section).getByRole('status');

    expect(filterProducts).toHaveBeenCalledWith(expect.objectContaining({ sort: 'bestSeller' }), expect.anything());
    await waitFor(() => expect(within(section).getAllByRole('listitem')).toHaveLength(5));
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Linen Piece 1');
    expect(shown).toHaveTextContent('Showing 1 to 2 of 5');

    await user.click(within(section).getByRole('button', { name: 'Previous best sellers' }));
    expect(shown).toHaveTextContent('Showing 4 to 5 of 5');

    await user.click(within(section).getByRole('button', { name: 'Next best sellers' }));
    await user.click(within(section).getByRole('button', { name: 'Next best sellers' }));
    expect(shown).toHaveTextContent('Showing 2 to 3 of 5');
  });

  it('links each Modiweek card to its day', async () => {
    renderHome();
    expect(await screen.findByRole('link', { name: 'Modiweek: Sunday look' })).toHaveAttribute(
      'href',
      '/modiweek/sunday',
    );
    // Cards outside the two shown on a small screen stay reachable (Tab scrolls them into view).
    expect(screen.getByRole('link', { name: 'Modiweek: Friday look' })).toHaveAttribute('href', '/modiweek/friday');
    expect(screen.getAllByRole('button', { name: /^Show / })).toHaveLength(7);
  });

  it('keeps the page usable when banner requests fail', async () => {
    const log = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.mocked(getBanners).mockRejectedValue(new Error('offline'));
    renderHome();
    await waitFor(() => expect(log).toHaveBeenCalled());
    expect(screen.getByRole('link', { name: 'New In' })).toHaveAttribute('href', '/newIn');
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    log.mockRestore();
  });
});
