import MockAdapter from 'axios-mock-adapter';
import { axiosClient } from 'shared-ui/testing';
import { getCollectionTiles } from '../../features/home/api/get-collection-tiles';
import { getBanners } from '../get-banners';
import { getModiweekBanners } from '../get-modiweek-looks';

let network: MockAdapter;
beforeEach(() => {
  network = new MockAdapter(axiosClient);
  network.onGet().reply(200, []);
});
afterEach(() => network.restore());

const lastUrl = () => axiosClient.getUri(network.history.get.at(-1));

describe("the catalogue's banner requests", () => {
  it('uses the banner paths of the API', async () => {
    await getBanners('mainBanner');
    expect(lastUrl()).toBe('/api/banners/mainBanner');
    await getModiweekBanners();
    expect(lastUrl()).toBe('/api/banners/category/modiweek');
    await getCollectionTiles();
    expect(lastUrl()).toBe('/api/banners/collection');
  });
});
