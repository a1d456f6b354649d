import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { CollectionPage } from '../views/collection-page';
import { deferred, fakeApiGet, requestedUrls } from '../../../test-utils/fake-api';
import { makeProducts } from '../../../test-utils/fixtures';
import { CATEGORY_STORAGE_KEY } from '../collection-address';

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

  it('restores the stored category into the address on a visit without one', async () => {
    window.localStorage.setItem(CATEGORY_STORAGE_KEY, 'tops');
    const api = fakeListing([makeProducts(6)]);
    renderCollection('/collection');

    await waitFor(() => expect(address()).toBe('/collection?category=tops'));
    await screen.findByRole('list', { name: 'Tops' });
    // Shop all is never requested on the way: the stored category is used from the first render.
    const categories = requestedUrls(api, '/products/filter').map((url) => url.searchParams.get('category'));
    expect(categories).toEqual(['tops']);
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
});
