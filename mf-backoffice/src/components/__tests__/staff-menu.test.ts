import { staffMenuFor } from '../staff-menu';

const labels = (role: Parameters<typeof staffMenuFor>[0]) => staffMenuFor(role).map((item) => item.label);

describe("a role's menu", () => {
  it('gives the owner every section', () => {
    expect(labels('owner')).toEqual([
      'Home',
      'Orders',
      'Returns',
      'Products',
      'Customers',
      'Discount codes',
      'Team',
      'Audit log',
    ]);
  });
  it('gives the catalogue role the products and the discount codes', () => {
    expect(labels('catalogue')).toEqual(['Home', 'Products', 'Discount codes']);
  });
  it('gives fulfilment the orders, the returns and the customers', () => {
    expect(labels('fulfilment')).toEqual(['Home', 'Orders', 'Returns', 'Customers']);
  });
});
