import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlusSizePage } from '../views/plus-size-page';
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

describe('PlusSizePage', () => {
  it('lists the plus-size line (plusSize=true) under the plusSize banners', async () => {
    const api = fakeShop();
    render(
      <MemoryRouter>
        <PlusSizePage />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Plus Size' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Plus-size products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(4);
    expect(requestedUrls(api, '/products/filter')[0].searchParams.get('plusSize')).toBe('true');
    expect(requestedUrls(api, '/banners/plusSize')).toHaveLength(1);
    // The category label is hidden on plus size (spec section 2).
    expect(within(grid).queryAllByTestId('product-card-category')).toHaveLength(0);
    expect(document.title).toBe('Plus Size | Vesna');
  });
});
