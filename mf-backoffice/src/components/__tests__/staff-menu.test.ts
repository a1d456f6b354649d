import { staffMenuFor } from '../staff-menu';

const labels = (role: Parameters<typeof staffMenuFor>[0]) => staffMenuFor(role).map((item) => item.label);

describe("a role's menu", () => {
  it('gives the owner every section', () => {
    expect(labels('owner')).toEqual(['Home', 'Products', 'Discount codes', 'Team', 'Audit log']);
  });
  it('gives the catalogue role the products and the discount codes', () => {
    expect(labels('catalogue')).toEqual(['Home', 'Products', 'Discount codes']);
  });
  it('gives fulfilment its home page only, until part 2', () => {
    expect(labels('fulfilment')).toEqual(['Home']);
  });
});
