// `import { axiosClient } from 'shared-ui/testing'`: for tests only (their fakes put axios-mock-adapter
// under the instance), with fixtures more than one package's tests use. The shop's code calls the API through `apiClient` from 'shared-ui', which loads
// this instance on its first request (src/api/client.ts). jest maps the subpath (config/jest.preset.js).
export { axiosClient, REQUEST_TIMEOUT_MS } from './src/api/axios-client';
export { TINY_PLACEHOLDER, imgOf, photoBagLine, placeholderStyle } from './src/testing/photo-bag-line';
