import MockAdapter from 'axios-mock-adapter';
import { axiosClient } from 'shared-ui/testing';
import { searchProducts } from '../get-search-results';

let network: MockAdapter;
beforeEach(() => (network = new MockAdapter(axiosClient)));
afterEach(() => network.restore());

describe('searchProducts', () => {
  it('posts the text', async () => {
    network.onAny().reply(200, []);
    await searchProducts('linen');
    const [request] = network.history.post;
    expect(request.method).toBe('post');
    expect(axiosClient.getUri(request)).toBe('/api/products/search');
    expect(JSON.parse(request.data as string)).toEqual({ text: 'linen' });
  });
});
