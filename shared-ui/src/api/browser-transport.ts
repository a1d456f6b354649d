import type { ApiTransport } from './transport';

/**
 * The browser's transport: shared-ui's axios instance (axios-client.ts), loaded with its chunk on the first
 * request, so a server-rendered page a guest only looks at never downloads axios (~16 KB brotli). The
 * session travels in the httpOnly cookie; the instance's interceptor turns every failure into an
 * ApiRequestError.
 */
export const browserTransport: ApiTransport = {
  async send(request) {
    const { axiosClient } = await import(/* webpackChunkName: "api-client" */ './axios-client');
    // An ApiRequest's fields are axios's own names (method, url, params, data, headers, signal).
    const { status, data } = await axiosClient.request(request);
    return { status, data };
  },
};
