import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { NewInPage } from '../views/new-in-page';
import { fakeApiGet, requestedUrls } from '../../../test-utils/fake-api';
import { makeBanner, makeProducts } from '../../../test-utils/fixtures';

afterEach(() => jest.restoreAllMocks());

function fakeShop() {
  return fakeApiGet((url) =>
    url.pathname.startsWith('/banners/')
      ? [makeBanner(url.pathname.split('/').at(-1)!, { title: 'Season edit' })]
      : makeProducts(4, 0, { plusSize: url.searchParams.get('plusSize') === 'true' }),
  );
}

describe('NewInPage', () => {
  it('lists new arrivals (new=true, no category) under the newInBanner banners', async () => {
    const api = fakeShop();
    render(
      <MemoryRouter>
        <NewInPage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'New In' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'New arrivals' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(within(grid).getAllByTestId('product-card-category')).toHaveLength(4);
    const [request] = requestedUrls(api, '/products/filter');
    expect(request.searchParams.get('new')).toBe('true');
    expect(request.searchParams.has('category')).toBe(false);
    expect(requestedUrls(api, '/banners/newInBanner')).toHaveLength(1);
    expect(await screen.findByText('Season edit')).toBeInTheDocument();
    expect(document.title).toBe('New In | Vesna');
  });
});
