import { REQUEST_TIMEOUT_MS, axiosClient } from '../axios-client';
import {
  ApiRequestError,
  apiClient,
  chooseApiTransport,
  getApiError,
  getApiErrorMessage,
  getApiErrorStatus,
  isCancelledRequest,
  isNotFoundError,
  toQueryString,
} from 'shared-ui/state';
import type { ApiTransport } from 'shared-ui/state';
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

describe('the transport', () => {
  it('is axios in a browser: the first request goes through the instance', async () => {
    await apiClient.get('/banners/mainBanner');
    expect(only()).toMatchObject({ method: 'GET', url: '/api/banners/mainBanner', withCredentials: true });
  });

  it('is chosen once, before any request: a later choice throws and requests keep their way', async () => {
    await apiClient.get('/banners/mainBanner');
    const send = jest.fn();
    expect(() => chooseApiTransport({ send })).toThrow(/chosen once/);
    await apiClient.get('/banners/mainBanner');
    expect(send).not.toHaveBeenCalled();
    expect(api.requests).toHaveLength(2);
  });

  it('carries every request through the one a process chose at start-up', async () => {
    await jest.isolateModulesAsync(async () => {
      const isolated = await import('../client');
      const send = jest.fn(async () => ({ status: 200, data: ['answer'] }));
      isolated.chooseApiTransport({ send } as unknown as ApiTransport);
      const signal = new AbortController().signal;
      await expect(isolated.apiClient.get('/products', { params: { id: '100001' }, signal })).resolves.toEqual({
        status: 200,
        data: ['answer'],
      });
      await isolated.apiClient.post('/subscribers', { email: 'a@b.c' });
      expect(send.mock.calls).toEqual([
        [{ method: 'GET', url: '/products', params: { id: '100001' }, signal }],
        [{ method: 'POST', url: '/subscribers', data: { email: 'a@b.c' } }],
      ]);
    });
    expect(api.requests).toHaveLength(0);
  });

  it('sends the session cookie, gives up after a timeout and lives under /api', () => {
    expect(axiosClient.defaults).toMatchObject({ baseURL: '/api', withCredentials: true, timeout: REQUEST_TIMEOUT_MS });
    expect(REQUEST_TIMEOUT_MS).toBeGreaterThan(0);
  });
});

describe('apiClient URLs', () => {
  it('puts every path under /api on the same origin', async () => {
    await apiClient.get('/banners/mainBanner');
    await apiClient.get('customers/customer');
    expect(api.requests.map((request) => request.url)).toEqual(['/api/banners/mainBanner', '/api/customers/customer']);
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

  it('adds nothing to the URL for params that are all empty', async () => {
    await apiClient.get('/products/filter', { params: { color: [], fabric: undefined } });
    expect(only().url).toBe('/api/products/filter');
  });
});

describe('toQueryString', () => {
  it('encodes keys and values, and keeps the commas of a list unescaped', () => {
    expect(toQueryString({ 'a b': 'x&y', pid: ['1 0', '2'] })).toBe('a%20b=x%26y&pid=1%200,2');
    expect(toQueryString({})).toBe('');
  });
});

describe('apiClient requests', () => {
  it('sends GET with the session cookie and no body or Authorization header', async () => {
    await apiClient.get('/cookies');
    expect(only()).toMatchObject({ method: 'GET', withCredentials: true, body: undefined });
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
        withCredentials: true,
        headers: { 'Content-Type': 'application/json' },
      },
      {
        method: 'PUT',
        url: '/api/address',
        body: { newAddress: { city: 'Lviv' } },
        withCredentials: true,
        headers: { 'Content-Type': 'application/json' },
      },
    ]);
  });

  it('sends DELETE with `data` as the JSON body', async () => {
    await apiClient.delete('/customers/wishlist', { data: { productId: '100001' } });
    await apiClient.delete('/customers/clear');
    expect(api.requests).toMatchObject([
      { method: 'DELETE', url: '/api/customers/wishlist', body: { productId: '100001' } },
      { method: 'DELETE', url: '/api/customers/clear', body: undefined, withCredentials: true },
    ]);
  });

  it('passes the signal on to the transport', async () => {
    const controller = new AbortController();
    await apiClient.get('/banners/newIn', { signal: controller.signal });
    expect(only().signal).toBe(controller.signal);
  });
});

describe('apiClient answers', () => {
  it('resolves with the parsed JSON body and the status', async () => {
    api.respond(() => ({ status: 201, data: { address: { city: 'Lviv' }, message: 'Saved' } }));
    await expect(apiClient.post('/address', { city: 'Lviv' })).resolves.toMatchObject({
      data: { address: { city: 'Lviv' }, message: 'Saved' },
      status: 201,
    });
  });

  it.each<[number, { error: string; fields?: Record<string, string> }]>([
    [400, { error: 'Validation failed', fields: { email: 'Email is invalid' } }],
    [404, { error: 'Product not found' }],
    [409, { error: 'User already exists. Please, choose other email.' }],
    [429, { error: 'Too many requests. Please try again later.' }],
  ])('rejects a %i answer with an ApiRequestError carrying status, error and fields', async (status, body) => {
    api.respond(() => ({ status, data: body }));
    const error = await rejectionOf(apiClient.post('/customers', { email: 'x' }));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({
      kind: 'response',
      message: body.error,
      status,
      error: body.error,
      fields: body.fields,
    });
    expect(getApiErrorStatus(error)).toBe(status);
    expect(getApiError(error)).toEqual(body);
    expect(getApiErrorMessage(error)).toBe(body.error);
    expect(isNotFoundError(error)).toBe(status === 404);
    expect(isCancelledRequest(error)).toBe(false);
  });

  it('reads a failure without an { error } body as a status with the fallback message', async () => {
    api.respond(() => ({ status: 502, data: '<html>Bad gateway</html>' }));
    const error = await rejectionOf(apiClient.get('/banners/newIn'));
    expect(error).toMatchObject({ kind: 'response', status: 502, error: undefined });
    expect((error as Error).message).toBe('Request failed with status code 502');
    expect(getApiErrorStatus(error)).toBe(502);
    expect(getApiError(error)).toBeUndefined();
    expect(getApiErrorMessage(error)).toBe('Something went wrong. Please try again.');
    expect(getApiErrorMessage(error, 'Could not load')).toBe('Could not load');
  });

  it('rejects a network failure with a "network" ApiRequestError that has no status', async () => {
    api.respond(() => 'network');
    const error = await rejectionOf(apiClient.get('/cookies'));
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'network', status: undefined });
    expect(getApiErrorStatus(error)).toBeUndefined();
    expect(getApiError(error)).toBeUndefined();
    expect(isNotFoundError(error)).toBe(false);
    expect(isCancelledRequest(error)).toBe(false);
  });

  it('rejects a request aborted on its way as "cancelled", which isCancelledRequest recognises', async () => {
    const held = deferred<FakeReply>();
    api.respond(() => held.promise);
    const controller = new AbortController();
    const request = rejectionOf(apiClient.get('/products/filter', { signal: controller.signal }));
    controller.abort();
    const error = await request;
    expect(error).toBeInstanceOf(ApiRequestError);
    expect(error).toMatchObject({ kind: 'cancelled', status: undefined });
    expect(isCancelledRequest(error)).toBe(true);
    held.resolve({ status: 200, data: [] });
  });

  it('rejects a request whose signal was already aborted as cancelled, without sending it', async () => {
    const controller = new AbortController();
    controller.abort();
    const error = await rejectionOf(apiClient.get('/products/filter', { signal: controller.signal }));
    expect(isCancelledRequest(error)).toBe(true);
    expect(api.requests).toEqual([]);
  });
});

describe('error helpers', () => {
  it('know nothing of errors that did not come from a request, whatever their shape', () => {
    const lookalike = Object.assign(new Error('Request failed with status code 404'), {
      response: { status: 404, data: { error: 'Product not found' } },
      name: 'CanceledError',
    });
    expect(isNotFoundError(lookalike)).toBe(false);
    expect(getApiErrorMessage(lookalike)).toBe('Something went wrong. Please try again.');
    expect(isCancelledRequest(lookalike)).toBe(false);
    expect(getApiError(new Error('boom'))).toBeUndefined();
    expect(getApiErrorStatus('boom')).toBeUndefined();
    expect(getApiErrorStatus(null)).toBeUndefined();
    expect(isCancelledRequest(undefined)).toBe(false);
  });

  it('read an ApiRequestError built by hand the same as one from the interceptor (remotes reject with these)', () => {
    const error = new ApiRequestError('response', 'Product not found', {
      status: 404,
      body: { error: 'Product not found' },
    });
    expect(isNotFoundError(error)).toBe(true);
    expect(getApiErrorMessage(error)).toBe('Product not found');
  });
});
