import { filterProducts } from '../products';
import { getProduct } from '../get-product';
import { getProductsByIds } from '../product-lists';
import { getBannerSection } from '../banner-section';
import { subscribeToNewsletter } from '../subscribers';
import { installFakeApi, type FakeApi, type FakeReply } from './fake-api';

// The fake network under the axios instance answers every request and records what it sent, so the
// test sees the real URL (after the client has combined the base URL, the path and the params).
let api: FakeApi;
let reply: FakeReply = { status: 200, data: [] };

beforeEach(() => {
  reply = { status: 200, data: [] };
  api = installFakeApi();
  api.respond(() => reply);
});

afterEach(() => api.restore());

const requests = () => api.requests;
const lastUrl = () => api.requests[api.requests.length - 1].url;

describe('filterProducts', () => {
  it('joins lists with commas and encodes "+price" so it does not arrive as a space', async () => {
    await filterProducts({
      category: 'dresses',
      color: ['blue', 'red'],
      size: ['s', '1x'],
      sort: '+price',
      perPage: 6,
      startPage: 2,
    });
    const url = lastUrl();
    expect(url).toContain('/api/products/filter?');
    expect(url).toContain('color=blue,red');
    expect(url).toContain('size=s,1x');
    expect(url).toContain('sort=%2Bprice');
    expect(url).toContain('category=dresses');
    expect(url).toContain('perPage=6');
    expect(url).toContain('startPage=2');
    expect(url).not.toContain('sort=+price');
  });

  it('sends flags and leaves out empty lists and unset values', async () => {
    await filterProducts({ plusSize: true, new: false, color: [], fabric: ['silk'] });
    const url = lastUrl();
    expect(url).toBe('/api/products/filter?new=false&plusSize=true&fabric=silk');
  });

  it('resolves with the array the API answers', async () => {
    reply = { status: 200, data: [{ id: '100001' }] };
    await expect(filterProducts({})).resolves.toEqual([{ id: '100001' }]);
    expect(lastUrl()).toBe('/api/products/filter');
  });
});

describe('getProduct', () => {
  it('asks /products?id= and resolves with the first entry', async () => {
    reply = { status: 200, data: [{ id: '100001', name: 'Dress' }] };
    await expect(getProduct('100001')).resolves.toEqual({ id: '100001', name: 'Dress' });
    expect(lastUrl()).toBe('/api/products?id=100001');
  });

  it('answers null when the product does not exist (404, or an empty list): the page shows it as not found', async () => {
    reply = { status: 404, data: { error: 'Product not found' } };
    await expect(getProduct('999999')).resolves.toBeNull();
    reply = { status: 200, data: [] };
    await expect(getProduct('999999')).resolves.toBeNull();
  });

  it('rejects any other failure, so the page can offer a retry', async () => {
    reply = { status: 503, data: { error: 'Service unavailable' } };
    await expect(getProduct('100001')).rejects.toMatchObject({ status: 503 });
  });
});

describe('getProductsByIds', () => {
  it('sends the ids comma-joined as pid', async () => {
    await getProductsByIds(['100001', '100002']);
    expect(lastUrl()).toBe('/api/products/ids?pid=100001,100002');
  });

  it('does not call the API for no ids', async () => {
    await expect(getProductsByIds([])).resolves.toEqual([]);
    expect(requests()).toHaveLength(0);
  });
});

describe('banners and subscribers', () => {
  it('uses the banner paths of the API', async () => {
    await getBannerSection('sustainability', 'cotton');
    expect(lastUrl()).toBe('/api/banners/sustainability/cotton');
  });

  it('posts the newsletter subscription and resolves with the message', async () => {
    reply = { status: 200, data: { message: 'Thanks for subscribing' } };
    await expect(subscribeToNewsletter({ email: 'a@b.co', agreement: true })).resolves.toEqual({
      message: 'Thanks for subscribing',
    });
    expect(lastUrl()).toBe('/api/subscribers');
    expect(requests()[0].body).toEqual({ email: 'a@b.co', agreement: true });
  });
});
