import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Product } from 'contracts';
import { ApiRequestError, getProduct } from 'shared-ui';
import { ProductPage } from '../views/product-page';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getProduct: jest.fn() }));

const mockedGetProduct = jest.mocked(getProduct);

const product: Product = {
  id: '100001',
  name: 'Linen Wrap Dress',
  description: 'A relaxed wrap dress in washed linen.',
  price: 129.5,
  category: 'dresses',
  new: true,
  plusSize: false,
  fabric: 'linen',
  bestSellerRank: 3,
  image: ['/api/images/products/100001/beige/1.svg'],
  products: [
    { color: 'beige', image: ['/api/images/products/100001/beige/1.svg'], sizes: [{ size: 'm', quantity: 2 }] },
  ],
};

/** The rejection the API client raises for a 404 answer. */
const notFoundError = new ApiRequestError('response', 'Product not found', {
  status: 404,
  body: { error: 'Product not found' },
});

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:id" element={<ProductPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('ProductPage', () => {
  beforeEach(() => mockedGetProduct.mockReset());

  it('shows a spinner while the product loads', () => {
    mockedGetProduct.mockReturnValue(new Promise(() => {}));
    renderAt('/100001');
    expect(screen.getByRole('status')).toHaveTextContent('Loading product');
  });

  it('shows the name as the heading, the price, image and description once loaded', async () => {
    mockedGetProduct.mockResolvedValue(product);
    renderAt('/100001');
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' })).toBeInTheDocument();
    expect(mockedGetProduct).toHaveBeenCalledWith('100001', expect.anything());
    expect(screen.getByText('$129.50')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Linen Wrap Dress' })).toHaveAttribute('src', product.image[0]);
    expect(screen.getByText(product.description)).toBeInTheDocument();
    expect(document.title).toBe('Linen Wrap Dress | Vesna');
  });

  it('shows the not-found page when the API answers 404', async () => {
    mockedGetProduct.mockRejectedValue(notFoundError);
    renderAt('/999999');
    expect(await screen.findByText('Page Not Found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Homepage' })).toHaveAttribute('href', '/');
  });

  it('offers a retry when the request fails for another reason', async () => {
    mockedGetProduct.mockRejectedValueOnce(new Error('Network Error')).mockResolvedValueOnce(product);
    renderAt('/100001');
    await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Linen Wrap Dress' })).toBeInTheDocument();
  });

  it('marks its root as owned by mf-product', () => {
    mockedGetProduct.mockReturnValue(new Promise(() => {}));
    const { container } = renderAt('/100001');
    expect(container.firstElementChild).toHaveAttribute('data-boundary', 'mf-product');
  });
});
