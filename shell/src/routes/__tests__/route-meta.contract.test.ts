import { ROUTE_META } from 'contracts';
import { REMOTE_ROUTES } from '../route-table';

/**
 * The API writes each page's head from contracts' ROUTE_META and the shell keeps it right from the same
 * table, keyed by this route table's paths: a route added here without its title and description fails.
 */
describe('route table and ROUTE_META', () => {
  it('give every route a title and a description, and name no route the shell does not have', () => {
    expect(Object.keys(ROUTE_META).sort()).toEqual(REMOTE_ROUTES.map((route) => route.path).sort());
  });
});
