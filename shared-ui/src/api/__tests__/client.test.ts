import {
  ApiRequestError,
  apiClient,
  getApiError,
  getApiErrorMessage,
  getApiErrorStatus,
  isCancelledRequest,
  isNotFoundError,
} from '../client';
import { deferred, installFakeApi, type FakeApi, type FakeReply } from './fake-api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const only = () => {
  expect(api.requests).toHaveLength(1);
  return api.requests[0];
};

/** The rejection of `promise` (fails the test when it resolves). */
async function rejectionOf(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected the request to fail');
}

describe('apiClient URLs', () => {
  it('puts every path under /api on the same origin', async () => {
    await apiClient.get('/banners/mainBanner');
    await apiClient.get('customers/customer');
    expect(api.requests.map((request) => request.url)).toEqual(['/api/banners/mainBanner', '/api/customers/customer']);
  });

  it('keeps a query already in the path as it is', async () => {
    await apiClient.get('/products/filter?color=blue,red&sort=%2Bprice');
    expect(only().url).toBe('/api/products/filter?color=blue,red&sort=%2Bprice');
  });

  it('serialises params like the product filter: lists comma-joined, "+" encoded, unset values left out', async () => {
    await apiClient.get('/products/filter', {
      params: {
        color: ['blue', 'red'],
        size: [],
        sort: '+price',
        perPage: 6,
        new: false,
        fabric: undefined,
        random: null,
      },
    });
    expect(only().url).toBe('/api/products/filter?color=blue,red&sort=%2Bprice&perPage=6&new=false');
  });

  it('appends params to a path that already has a query, and adds nothing for empty params', async () => {
    await apiClient.get('/products?id=100001', { params: { pid: ['100002'] } });
    await apiClient.get('/products/filter', { params: { color: [] } });
    expect(api.requests.map((request) => request.url)).toEqual([
      '/api/products?id=100001&pid=100002',
      '/api/products/filter',
    ]);
  });
});

describe('apiClient requests', () => {
  it('sends GET with the session cookie, asks for JSON and sends no body or Content-Type', async () => {
    await apiClient.get('/cookies');
    expect(only()).toMatchObject({
      method: 'GET',
      credentials: 'include',
      body: undefined,
      headers: { Accept: 'application/json' },
    });
    expect(only().headers).not.toHaveProperty('Content-Type');
    expect(only().headers).not.toHaveProperty('Authorization');
  });

  it('sends POST and PUT bodies as JSON with the session cookie', async () => {
    await apiClient.post('/products/search', { text: 'linen' });
    await apiClient.put('/address', { newAddress: { city: 'Lviv' } });
    expect(api.requests).toMatchObject([
      {
        method: 'POST',
        url: '/api/products/search',
        body: { text: 'linen' },
        credentials: 'include',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      },
      {
        method: 'PUT',
        url: '/api/address',
        body: { newAddress: { city: 'Lviv' } },
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
      },
    ]);
  });

  it('sends a POST without a body (logout) with no body and no Content-Type', async () => {
    await apiClient.post('/customers/logout', undefined);
    expect(only()).toMatchObject({ method: 'POST', url: '/api/customers/logout', body: undefined });
    expect(only().headers).not.toHaveProperty('Content-Type');
  });

  it('sends DELETE with `data` as the JSON body, and without a body when there is no data', async () => {
    await apiClient.delete('/customers/wishlist', { data: { productId: '100001' } });
    await apiClient.delete('/customers/clear');
    expect(api.requests).toMatchObject([
      {
        method: 'DELETE',
        url: '/api/customers/wishlist',
        body: { productId: '100001' },
        headers: { 'Content-Type': 'application/json' },
      },
      { method: 'DELETE', url: '/api/customers/clear', body: undefined, credentials: 'include' },
    ]);
    expect(api.requests[1].headers).not.toHaveProperty('Content-Type');
  });

  it('passes the signal on to fetch', async () => {
    const controller = new AbortController();
    await apiClient.get('/banners/newIn', { signal: controller.signal });
    expect(only().signal).toBe(controller.signal);
  });
});

describe('apiClient answers', () => {
  it('resolves with the parsed JSON body and the status', async () => {
    api.respond(() => ({ status: 201, data: { address: { city: 'Lviv' }, message: 'Saved' } }));
    await expect(apiClient.post('/address', { city: 'Lviv' })).resolves.toEqual({
      data: { address: { city: 'Lviv' }, message: 'Saved' },
      status: 201,
    });
  });

  it('resolves an empty body as "" and a body that is not JSON as its text', async () => {
    api.respond(() => ({ status: 204 }));
    await expect(apiClient.post('/customers/logout')).resolves.toEqual({ data: '', status: 204 });
    api.respond(() => ({ status: 200, data: 'ok' }));
    await expect(apiClient.get('/health')).resolves.toEqual({ data: 'ok', status: 200 });
  });

  it.each<[number, FakeReply['data']]>([
    [400, { error: 'Validation failed', fields: { email: 'Email is invalid' } }],
    [404, { error: 'Product not found' }],
    [409, { error: 'User already exists. Please, choose other email.' }],
    [429, { error: 'Too many requests. Please try again later.' }],
  ])(
    'rejects a %i answer with an ApiRequestError carrying the status and the { error, fields } body',
    async (status, data) => {
      api.respond(() => ({ status, data }));
      const error = await rejectionOf(apiClient.post('/customers', { email: 'x' }));
      expect(error).toBeInstanceOf(ApiRequestError);
      expect(error).toMatchObject({
        message: `Request failed with status code ${status}`,
        code: 'ERR_BAD_RESPONSE',
        status,
        data,
        response: { status, data },
      });
      expect(getApiErrorStatus(error)).toBe(status);
      expect(getApiError(error)).toEqual(data);
      expect(getApiErrorMessage(error)).toBe((data as { error: string }).error);
      expect(isNotFoundError(error)).toBe(status === 404);
      expect(isCancelledRequest(error)).toBe(false);
    },
  );

  it('reads a failure without an { error } body as a status with the fallback message', async () => {
    api.respond(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const error = await rejectionOf(apiClient.get('/banners/newIn'));
    expect(getApiErrorStatus(error)).toBe(502);
    expect(getApiError(error)).toBeUndefined();
    expect(getApiErrorMessage(error)).toBe('Something went wrong. Please try again.');
    expect(getApiErrorMessage(error, 'Could not load')).toBe('Could not load');
  });

  it('rejects a network failure with an error that has no status', async () => {
    api.respond(() => 'network');
    const error = await rejectionOf(apiClient.get('/cookies'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
    expect((error as ApiRequestError).status).toBeUndefined();
    expect((error as ApiRequestError).response).toBeUndefined();
    expect(getApiErrorStatus(error)).toBeUndefined();
    expect(getApiError(error)).toBeUndefined();
    expect(isNotFoundError(error)).toBe(false);
    expect(isCancelledRequest(error)).toBe(false);
  });

  it('rejects a request aborted on its way with an error isCancelledRequest recognises', async () => {
    const held = deferred<FakeReply>();
    api.respond(() => held.promise);
    const controller = new AbortController();
    const request = rejectionOf(apiClient.get('/products/filter', { signal: controller.signal }));
    controller.abort();
    const error = await request;
    expect(error).toMatchObject({ code: 'ERR_CANCELED', name: 'CanceledError' });
    expect(isCancelledRequest(error)).toBe(true);
    expect(getApiErrorStatus(error)).toBeUndefined();
    held.resolve({ status: 200, data: [] });
  });

  it('rejects a request whose signal was already aborted as cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(apiClient.get('/products/filter', { signal: controller.signal }));
    expect(isCancelledRequest(error)).toBe(true);
  });
});

describe('error helpers', () => {
  it("read a plain error shaped like the old axios rejections (remotes' tests build those)", () => {
    const error = Object.assign(new Error('Request failed with status code 404'), {
      isAxiosError: true,
      response: { status: 404, data: { error: 'Product not found' } },
    });
    expect(isNotFoundError(error)).toBe(true);
    expect(getApiErrorMessage(error)).toBe('Product not found');
  });

  it('know nothing of errors that did not come from a request', () => {
    expect(getApiError(new Error('boom'))).toBeUndefined();
    expect(getApiErrorStatus('boom')).toBeUndefined();
    expect(getApiErrorStatus(null)).toBeUndefined();
    expect(isCancelledRequest(new Error('boom'))).toBe(false);
    expect(isCancelledRequest(undefined)).toBe(false);
  });
});
