import { createQueryClient, queryOptions } from 'shared-ui/state';
import { loadQueriesWithin } from '../load-queries-within';

describe('loadQueriesWithin', () => {
  it('asks once for what the page, the breadcrumb and the head of one render ask (one key, one read)', async () => {
    const client = createQueryClient({ server: true });
    const read = jest.fn(async () => ({ id: '100001', name: 'Linen Wrap Dress' }));
    const product = () => queryOptions({ queryKey: ['product', '100001'], queryFn: read });
    const [page, breadcrumb] = await Promise.all([
      loadQueriesWithin([product()], client, 300),
      loadQueriesWithin([product()], client, 300),
    ]);
    expect(page).toEqual({ inTime: true, failed: [] });
    expect(breadcrumb).toEqual({ inTime: true, failed: [] });
    await expect(client.ensureQueryData(product())).resolves.toMatchObject({ name: 'Linen Wrap Dress' });
    expect(read).toHaveBeenCalledTimes(1);
  });

  it('names a query that failed by its key and leaves it out of the client, so the browser asks for it', async () => {
    const client = createQueryClient({ server: true });
    const failing = queryOptions({
      queryKey: ['related-products', '100001'],
      queryFn: (): Promise<string> => Promise.reject(new Error('503')),
    });
    await expect(loadQueriesWithin([failing], client, 300)).resolves.toEqual({
      inTime: true,
      failed: ['related-products:100001'],
    });
    expect(client.getQueryState(failing.queryKey)).toBeUndefined();
  });
});
