import { staffMenuFor } from '../staff-menu';

const labels = (role: Parameters<typeof staffMenuFor>[0]) => staffMenuFor(role).map((item) => item.label);

describe("a role's menu", () => {
  it('gives the owner every section', () => {
    expect(labels('owner')).toEqual(['Home', 'Orders', 'Returns', 'Products', 'Customers', 'Team', 'Audit log']);
  });
  it('gives the catalogue role the products', () => {
    expect(labels('catalogue')).toEqual(['Home', 'Products']);
  });
  it('gives fulfilment the orders, the returns and the customers', () => {
    expect(labels('fulfilment')).toEqual(['Home', 'Orders', 'Returns', 'Customers']);
  });
});
