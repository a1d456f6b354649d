import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { CollectionPage } from '../views/collection-page';
import { deferred, fakeApiGet, requestedUrls } from '../../../test-utils/fake-api';
import { makeProduct, makeProducts } from '../../../test-utils/fixtures';
import { CATEGORY_STORAGE_KEY, FILTERS_STORAGE_KEY } from '../collection-address';

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

function renderCollection(entry = '/collection') {
  return render(
    <MemoryRouter initialEntries={[entry]}>
      <Routes>
        <Route
          path="/collection"
          element={
            <>
              <CollectionPage />
              <LocationProbe />
            </>
          }
        />
      </Routes>
    </MemoryRouter>,
  );
}

function BackButton() {
  const navigate = useNavigate();
  return (
    <button type="button" onClick={() => navigate(-1)}>
      Back
    </button>
  );
}

const address = () => screen.getByTestId('location').textContent;

/** Answers /products/filter with `pages[startPage - 1]` (an empty page beyond them). */
function fakeListing(pages: ReturnType<typeof makeProducts>[]) {
  return fakeApiGet((url) => {
    const page = Number(url.searchParams.get('startPage') ?? '1');
    return pages[page - 1] ?? [];
  });
}

beforeEach(() => {
  window.localStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('CollectionPage', () => {
  it('shows the six products of the first page as cards', async () => {
    const api = fakeListing([makeProducts(6)]);
    renderCollection();

    const grid = await screen.findByRole('list', { name: 'All products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Collection' })).toBeInTheDocument();
    const [request] = requestedUrls(api, '/products/filter');
    expect(request.searchParams.get('startPage')).toBe('1');
    expect(request.searchParams.get('perPage')).toBe('6');
    // Shop all sends no category (spec section 7).
    expect(request.searchParams.has('category')).toBe(false);
  });

  it('marks the page as owned by mf-catalog and titles the tab', async () => {
    fakeListing([makeProducts(6)]);
    const { container } = renderCollection();
    await screen.findByRole('list', { name: 'All products' });
    expect(container.querySelector('[data-boundary="mf-catalog"]')).not.toBeNull();
    expect(document.title).toBe('Collection | Vesna');
  });

  it('appends the next page on "Load More" and hides it when a short page arrives', async () => {
    const user = userEvent.setup();
    const api = fakeListing([makeProducts(6), makeProducts(3, 6)]);
    renderCollection();

    await user.click(await screen.findByRole('button', { name: 'Load More' }));

    const grid = screen.getByRole('list', { name: 'All products' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(9));
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
    expect(requestedUrls(api, '/products/filter').map((url) => url.searchParams.get('startPage'))).toEqual(['1', '2']);
  });

  it('puts ?category=dresses in the address and in storage when the dresses tab is chosen', async () => {
    const user = userEvent.setup();
    const api = fakeListing([makeProducts(6)]);
    renderCollection();
    await screen.findByRole('list', { name: 'All products' });

    await user.click(screen.getByRole('button', { name: 'dresses' }));

    expect(address()).toBe('/collection?category=dresses');
    expect(screen.getByRole('button', { name: 'dresses' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'shop all' })).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(window.localStorage.getItem(CATEGORY_STORAGE_KEY)).toBe('dresses'));
    await screen.findByRole('list', { name: 'Dresses' });
    const last = requestedUrls(api, '/products/filter').at(-1)!;
    expect(last.searchParams.get('category')).toBe('dresses');
    // Changing the category starts again from page 1.
    expect(last.searchParams.get('startPage')).toBe('1');
  });

  it('goes back to page 1 when the category changes after "Load More"', async () => {
    const user = userEvent.setup();
    const api = fakeListing([makeProducts(6), makeProducts(6, 6)]);
    renderCollection();
    await user.click(await screen.findByRole('button', { name: 'Load More' }));
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: 'All products' })).getAllByRole('listitem')).toHaveLength(12),
    );

    await user.click(screen.getByRole('button', { name: 'tops' }));

    const grid = await screen.findByRole('list', { name: 'Tops' });
    await waitFor(() => expect(within(grid).getAllByRole('listitem')).toHaveLength(6));
    expect(requestedUrls(api, '/products/filter').at(-1)!.searchParams.get('startPage')).toBe('1');
  });

  it('opens shop all with no filters on a bare /collection, whatever was stored before', async () => {
    window.localStorage.setItem(CATEGORY_STORAGE_KEY, 'tops');
    window.localStorage.setItem(FILTERS_STORAGE_KEY, 'color=red&sort=bestSeller');
    const api = fakeListing([makeProducts(6)]);
    renderCollection('/collection');

    await screen.findByRole('list', { name: 'All products' });
    expect(address()).toBe('/collection');
    expect(screen.getByRole('button', { name: 'shop all' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('button', { name: /^Remove filter/ })).not.toBeInTheDocument();
    const [request, ...others] = requestedUrls(api, '/products/filter');
    expect(others).toEqual([]);
    expect([...request.searchParams.keys()].sort()).toEqual(['perPage', 'startPage']);
    // The empty query reset what was stored, too.
    await waitFor(() => expect(window.localStorage.getItem(CATEGORY_STORAGE_KEY)).toBe('shopAll'));
    expect(window.localStorage.getItem(FILTERS_STORAGE_KEY)).toBe('');
  });

  it('shows the filters again when the shopper comes back to an address that has them', async () => {
    const user = userEvent.setup();
    fakeListing([makeProducts(6)]);
    render(
      <MemoryRouter initialEntries={['/collection?category=dresses&color=red', '/100001']} initialIndex={1}>
        <Routes>
          <Route
            path="/collection"
            element={
              <>
                <CollectionPage />
                <LocationProbe />
              </>
            }
          />
          <Route path="/:id" element={<BackButton />} />
        </Routes>
      </MemoryRouter>,
    );

    await user.click(screen.getByRole('button', { name: 'Back' }));

    await screen.findByRole('list', { name: 'Dresses' });
    expect(address()).toBe('/collection?category=dresses&color=red');
    expect(screen.getByRole('button', { name: 'Remove filter Red' })).toBeInTheDocument();
  });

  it('lets the address win over storage and remembers the category it names', async () => {
    window.localStorage.setItem(CATEGORY_STORAGE_KEY, 'tops');
    fakeListing([makeProducts(6)]);
    renderCollection('/collection?category=pants');

    await screen.findByRole('list', { name: 'Pants' });
    expect(address()).toBe('/collection?category=pants');
    expect(window.localStorage.getItem(CATEGORY_STORAGE_KEY)).toBe('pants');
  });

  it('shows a spinner while the products load', async () => {
    const page = deferred<ReturnType<typeof makeProducts>>();
    fakeApiGet(() => page.promise);
    renderCollection();

    expect(screen.getByRole('status')).toHaveTextContent('Loading products');

    page.resolve(makeProducts(6));
    await screen.findByRole('list', { name: 'All products' });
    expect(screen.queryByText('Loading products')).not.toBeInTheDocument();
  });

  it('shows "No products match selected filters." and clears the filters with "Clear Filters"', async () => {
    const user = userEvent.setup();
    const api = fakeApiGet((url) => (url.searchParams.has('color') ? [] : makeProducts(6)));
    renderCollection('/collection?category=dresses&color=red');

    expect(await screen.findByText('No products match selected filters.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));

    expect(address()).toBe('/collection?category=dresses');
    await screen.findByRole('list', { name: 'Dresses' });
    expect(requestedUrls(api, '/products/filter')[0].searchParams.get('color')).toBe('red');
  });

  it('sorts through the address and the request', async () => {
    const user = userEvent.setup();
    const api = fakeListing([makeProducts(6)]);
    renderCollection();
    await screen.findByRole('list', { name: 'All products' });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');

    expect(address()).toBe('/collection?sort=-price');
    await waitFor(() => expect(requestedUrls(api, '/products/filter').at(-1)!.searchParams.get('sort')).toBe('-price'));
    expect(screen.getByRole('button', { name: 'Remove filter Price: low to high' })).toBeInTheDocument();
  });

  it('filters by colour from the filter dialog and removes it with its chip', async () => {
    const user = userEvent.setup();
    const api = fakeListing([makeProducts(6)]);
    renderCollection();
    await screen.findByRole('list', { name: 'All products' });

    await user.click(screen.getByRole('button', { name: 'Filter' }));
    const dialog = screen.getByRole('dialog', { name: 'Filters' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Red' }));
    await user.click(within(dialog).getByRole('button', { name: 'Apply filters' }));

    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(address()).toBe('/collection?color=red');
    await waitFor(() => expect(requestedUrls(api, '/products/filter').at(-1)!.searchParams.get('color')).toBe('red'));

    await user.click(screen.getByRole('button', { name: 'Remove filter Red' }));
    expect(address()).toBe('/collection');
  });

  it('shows each card in the filtered colour and opens the product page on it', async () => {
    const variant = (id: string, color: 'beige' | 'red' | 'blue') => ({
      color,
      image: [`/api/images/products/${id}/${color}/1.svg`],
      sizes: [{ size: 'm' as const, quantity: 2 }],
    });
    fakeListing([
      [
        makeProduct(0, { products: [variant('100001', 'beige'), variant('100001', 'red')] }),
        makeProduct(1, { products: [variant('100002', 'blue'), variant('100002', 'beige')] }),
      ],
    ]);
    renderCollection('/collection?color=red,blue');

    const grid = await screen.findByRole('list', { name: 'All products' });
    const [first, second] = within(grid).getAllByRole('listitem');
    expect(within(first).getByRole('img')).toHaveAttribute('src', '/api/images/products/100001/red/1.svg');
    expect(within(first).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/100001?color=red');
    expect(within(second).getByRole('img')).toHaveAttribute('src', '/api/images/products/100002/blue/1.svg');
    expect(within(second).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/100002?color=blue');
  });

  it('shows the default image and a plain link without a colour filter', async () => {
    fakeListing([[makeProduct(0, { products: [{ color: 'red', image: ['/red.svg'], sizes: [] }] })]]);
    renderCollection('/collection');

    const grid = await screen.findByRole('list', { name: 'All products' });
    expect(within(grid).getByRole('img')).toHaveAttribute('src', '/api/images/products/100001/beige/1.svg');
    expect(within(grid).getByRole('link', { name: 'View' })).toHaveAttribute('href', '/100001');
  });

  it('loads the first row of images at once (the first with high priority) and the rest lazily', async () => {
    fakeListing([makeProducts(6)]);
    renderCollection();

    const grid = await screen.findByRole('list', { name: 'All products' });
    const images = within(grid).getAllByRole('img');
    expect(images.map((image) => image.getAttribute('loading'))).toEqual([
      'eager',
      'eager',
      'lazy',
      'lazy',
      'lazy',
      'lazy',
    ]);
    expect(images.map((image) => image.getAttribute('fetchpriority'))).toEqual(['high', null, null, null, null, null]);
  });
});
