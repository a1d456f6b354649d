import { ORDERS_QUERY_KEY, defaultAddressKey, defaultCardKey } from '../shopper-query-keys';
import { createQueryClient } from 'shared-ui/state';

describe('shopper query keys (the contract between account and checkout)', () => {
  it("keys a shopper's data by her user id, and a guest's by null", () => {
    expect(defaultAddressKey('u-1')).toEqual(['default-address', 'u-1']);
    expect(defaultAddressKey('u-2')).not.toEqual(defaultAddressKey('u-1'));
    expect(defaultCardKey('u-1')).toEqual(['default-card', 'u-1']);
    expect(defaultCardKey(undefined)).toEqual(['default-card', null]);
  });

  it('ORDERS_QUERY_KEY invalidates every orders query of every shopper, and nothing else', async () => {
    const client = createQueryClient();
    client.setQueryData([...ORDERS_QUERY_KEY, 'u-1', 'list'], []);
    client.setQueryData([...ORDERS_QUERY_KEY, 'u-1', 'order', '100042'], {});
    client.setQueryData(defaultAddressKey('u-1'), null);
    await client.invalidateQueries({ queryKey: ORDERS_QUERY_KEY });
    expect(client.getQueryState([...ORDERS_QUERY_KEY, 'u-1', 'list'])?.isInvalidated).toBe(true);
    expect(client.getQueryState([...ORDERS_QUERY_KEY, 'u-1', 'order', '100042'])?.isInvalidated).toBe(true);
    expect(client.getQueryState(defaultAddressKey('u-1'))?.isInvalidated).toBe(false);
  });
});
