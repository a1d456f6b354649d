import type { Product } from 'contracts';
import { getProduct } from 'shared-ui';
import { loadProductPage } from '../load-product-page';

jest.mock('shared-ui', () => ({ ...jest.requireActual('shared-ui'), getProduct: jest.fn() }));

const mockedGetProduct = jest.mocked(getProduct);

describe('loadProductPage', () => {
  beforeEach(() => mockedGetProduct.mockReset());

  it('answers "not-found" for an id that is not a product id, without a request', async () => {
    await expect(loadProductPage({ id: 'dresses' })).resolves.toEqual({ status: 'not-found' });
    expect(mockedGetProduct).not.toHaveBeenCalled();
  });

  it('answers the product the API returns, passing the abort signal on', async () => {
    const product = { id: '100001', name: 'Linen Wrap Dress' } as Product;
    mockedGetProduct.mockResolvedValue(product);
    const signal = new AbortController().signal;
    await expect(loadProductPage({ id: '100001' }, { signal })).resolves.toEqual({ status: 'found', product });
    expect(mockedGetProduct).toHaveBeenCalledWith('100001', { signal });
  });

  it('answers "not-found" when the API knows no such product', async () => {
    mockedGetProduct.mockRejectedValue(new Error('Product not found'));
    await expect(loadProductPage({ id: '999999' })).resolves.toEqual({ status: 'not-found' });
  });

  it('rejects on any other failure, so the page can offer a retry', async () => {
    mockedGetProduct.mockRejectedValue(new Error('Network Error'));
    await expect(loadProductPage({ id: '100001' })).rejects.toThrow('Network Error');
  });
});
