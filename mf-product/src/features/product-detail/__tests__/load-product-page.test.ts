import type { Product } from 'contracts';
import { getProduct } from 'shared-ui';
import { getProductFeedback } from 'shared-ui/on-demand';
import { loadProductPage } from '../load-product-page';

jest.mock('shared-ui', () => ({
  ...jest.requireActual('shared-ui'),
  getProduct: jest.fn(),
}));
jest.mock('shared-ui/on-demand', () => ({
  ...jest.requireActual('shared-ui/on-demand'),
  getProductFeedback: jest.fn(),
}));

const mockedGetProduct = jest.mocked(getProduct);
const mockedGetFeedback = jest.mocked(getProductFeedback);

describe('loadProductPage', () => {
  beforeEach(() => {
    mockedGetProduct.mockReset();
    mockedGetFeedback.mockReset().mockResolvedValue({ comments: [], average: null, count: 0 });
  });

  it('answers "not-found" for an id that is not a product id, without a request', async () => {
    await expect(loadProductPage({ id: 'dresses' })).resolves.toEqual({ status: 'not-found' });
    expect(mockedGetProduct).not.toHaveBeenCalled();
  });

  it('answers the product the API returns, passing the abort signal on', async () => {
    const product = { id: '100001', name: 'Linen Wrap Dress' } as Product;
    mockedGetProduct.mockResolvedValue(product);
    const signal = new AbortController().signal;
    await expect(loadProductPage({ id: '100001' }, { signal })).resolves.toEqual({
      status: 'found',
      product,
      feedback: { average: null, count: 0 },
    });
    expect(mockedGetProduct).toHaveBeenCalledWith('100001', { signal });
  });

  it("answers the feedback's average and count with the product, for the structured data's rating", async () => {
    mockedGetProduct.mockResolvedValue({ id: '100001', name: 'Linen Wrap Dress' } as Product);
    mockedGetFeedback.mockResolvedValue({ comments: [], average: 4.3, count: 3 });
    await expect(loadProductPage({ id: '100001' })).resolves.toMatchObject({ feedback: { average: 4.3, count: 3 } });
  });

  it('still answers the product when its feedback cannot be read (the rating is left out)', async () => {
    mockedGetProduct.mockResolvedValue({ id: '100001', name: 'Linen Wrap Dress' } as Product);
    mockedGetFeedback.mockRejectedValue(new Error('Network Error'));
    await expect(loadProductPage({ id: '100001' })).resolves.toMatchObject({ status: 'found', feedback: null });
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
