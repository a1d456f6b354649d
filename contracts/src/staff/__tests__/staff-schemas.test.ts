import { validationErrors } from '../../schemas/validation-errors';
import {
  bulkActionSchema,
  productEditorSchema,
  staffLoginSchema,
  staffProductListQuerySchema,
  staffSetupPasswordSchema,
  stockChangeSchema,
} from '..';

const product = {
  name: 'Linen wrap dress',
  description: 'A wrap dress in washed linen.',
  price: '49.90',
  category: 'dresses',
  fabric: 'linen',
  colors: [{ color: 'beige', sizes: [{ size: 's', quantity: 3 }] }],
};

describe('productEditorSchema', () => {
  it('accepts a product with a price of two decimals', async () => {
    expect(await validationErrors(productEditorSchema, product)).toBeNull();
  });

  it.each([
    ['0', 'Price must be more than 0'],
    ['-5', 'Price must be a number like 49.90'],
    ['12.345', 'Price can have at most two decimals'],
    ['1000000', 'Price must be less than 1,000,000'],
    ['1000000000', 'Price must be less than 1,000,000'],
    ['abc', 'Price must be a number like 49.90'],
  ])('refuses the price %s with "%s"', async (price, message) => {
    expect(await validationErrors(productEditorSchema, { ...product, price })).toEqual({ price: message });
  });

  it('refuses a size outside the spec and a colour outside the palette', async () => {
    const errors = await validationErrors(productEditorSchema, {
      ...product,
      colors: [{ color: 'pink', sizes: [{ size: 'xl', quantity: 1 }] }],
    });
    expect(errors).toEqual({
      'colors[0].color': 'Colour must be one of blue, black, red, white, beige, green, orange, gray, purple, brown',
      'colors[0].sizes[0].size': 'Size must be one of s, m, l, 1x, 2x, 3x',
    });
  });

  it('refuses a colour given twice and a stock of 2.5 or -1', async () => {
    const errors = await validationErrors(productEditorSchema, {
      ...product,
      colors: [
        { color: 'red', sizes: [{ size: 's', quantity: 2.5 }] },
        { color: 'red', sizes: [{ size: 'm', quantity: -1 }] },
      ],
    });
    expect(errors).toMatchObject({
      colors: 'Each colour once',
      'colors[0].sizes[0].quantity': 'Stock must be a whole number',
      'colors[1].sizes[0].quantity': 'Stock cannot be negative',
    });
  });
});

describe('stockChangeSchema', () => {
  const change = { color: 'red', size: 'm', mode: 'set', quantity: 4, reason: 'counted' };
  it('sets to 0 but never below, and adjusts by a signed non-zero number', async () => {
    expect(await validationErrors(stockChangeSchema, { ...change, quantity: 0 })).toBeNull();
    expect(await validationErrors(stockChangeSchema, { ...change, quantity: -1 })).toEqual({
      quantity: 'Quantity cannot be negative',
    });
    expect(await validationErrors(stockChangeSchema, { ...change, mode: 'adjust', quantity: -2 })).toBeNull();
    expect(await validationErrors(stockChangeSchema, { ...change, mode: 'adjust', quantity: 0 })).toEqual({
      quantity: 'An adjustment cannot be 0',
    });
    expect(await validationErrors(stockChangeSchema, { ...change, reason: 'lost' })).toEqual({
      reason: 'Reason must be one of received, damaged, counted',
    });
  });
});

describe('staff forms', () => {
  it('takes a TOTP code or a recovery code at login', async () => {
    const login = { email: 'owner@vesna.shop', password: 'correct horse' };
    expect(await validationErrors(staffLoginSchema, { ...login, code: '123456' })).toBeNull();
    expect(await validationErrors(staffLoginSchema, { ...login, code: 'K7M2Q-X6P4D' })).toBeNull();
    expect(await validationErrors(staffLoginSchema, { ...login, code: '12345' })).toEqual({
      code: 'Enter the 6-digit code from your authenticator or a recovery code',
    });
  });

  it('asks the setup password to follow the customers rules and to match', async () => {
    expect(await validationErrors(staffSetupPasswordSchema, { password: 'short', confirmPassword: 'short' })).toEqual({
      password: 'Password is too short!',
    });
    expect(await validationErrors(staffSetupPasswordSchema, { password: 'long enough', confirmPassword: 'x' })).toEqual(
      {
        confirmPassword: 'Passwords must match',
      },
    );
  });

  it('bounds a bulk action', async () => {
    expect(await validationErrors(bulkActionSchema, { ids: [], action: 'publish' })).toEqual({
      ids: 'Choose at least one product',
    });
    expect(await validationErrors(bulkActionSchema, { ids: ['100001'], action: 'delete' })).toEqual({
      action: 'Action must be one of publish, unpublish, archive',
    });
  });

  it('reads the list query from text with defaults', () => {
    expect(staffProductListQuerySchema.validateSync({ lowStock: 'true', page: '2' })).toMatchObject({
      q: '',
      lowStock: true,
      page: 2,
      perPage: 25,
      sort: '-updated',
    });
    expect(() => staffProductListQuerySchema.validateSync({ perPage: '500' })).toThrow('perPage must be');
  });
});
