import { COLORS } from '../../constants/catalog';
import { productFilterQuerySchema, searchTextSchema, validateSyncOrErrors, validationErrors } from '../index';

const PER_PAGE = 'perPage must be a whole number from 1 to 48';
const START_PAGE = 'startPage must be a whole number from 1 to 10000';

describe('productFilterQuerySchema', () => {
  it('casts a listing query: lists lower-case without repeats, flags, pages, "+price" decoded as a space', () => {
    const value = productFilterQuerySchema.validateSync({
      category: 'dresses',
      perPage: '12',
      startPage: ' 3 ',
      new: 'TRUE',
      plusSize: 'false',
      color: 'Red, blue,red,',
      size: '3x',
      fabric: '',
      sort: ' price',
      cacheBuster: '123',
    });
    expect(value).toMatchObject({
      category: 'dresses',
      perPage: 12,
      startPage: 3,
      new: true,
      plusSize: false,
      color: ['red', 'blue'],
      size: ['3x'],
      fabric: [],
      sort: '+price',
    });
  });

  it('reads blanks and shopAll as no filter', () => {
    const value = productFilterQuerySchema.validateSync({ category: 'shopAll', perPage: '', sort: '', new: ' ' });
    expect(value.category).toBeUndefined();
    expect(value.perPage).toBeUndefined();
    expect(value.sort).toBeUndefined();
    expect(value.new).toBeUndefined();
    expect(productFilterQuerySchema.validateSync({})).toMatchObject({ color: [], size: [], fabric: [] });
  });

  it.each([
    ['perPage', '0', PER_PAGE],
    ['perPage', '49', PER_PAGE],
    ['perPage', '-1', PER_PAGE],
    ['perPage', 'abc', PER_PAGE],
    ['perPage', '1e3', PER_PAGE],
    ['startPage', '0x10', START_PAGE],
    ['startPage', '1.5', START_PAGE],
    ['startPage', '10001', START_PAGE],
    ['startPage', '99999999999999999999', START_PAGE],
    ['color', 'pink,blue', `Unknown color (use ${COLORS.join(', ')})`],
    ['size', 'xl', 'Unknown size (use s, m, l, 1x, 2x, 3x)'],
    ['fabric', 'wool', 'Unknown fabric (use cotton, linen, silk, lace, chiffon, denim)'],
    ['category', 'hats', 'Unknown category (use shopAll, dresses, tops, pants, blouses, pullovers, shorts)'],
    ['sort', 'cheapest', 'Unknown sort (use +price, -price or bestSeller)'],
    ['new', 'yes', 'new must be true or false'],
    ['plusSize', '1', 'plusSize must be true or false'],
    ['random', 'abc', 'random must be a number'],
    ['random', '1'.repeat(33), 'random must be a number'],
  ])('refuses %s=%p with "%s", without echoing the value', async (field, sent, message) => {
    const fields = await validationErrors(productFilterQuerySchema, { [field]: sent });
    expect(fields).toEqual({ [field]: message });
    expect(validateSyncOrErrors(productFilterQuerySchema, { [field]: sent })).toEqual({ value: null, fields });
  });

  it('reports every bad key at once', () => {
    const result = validateSyncOrErrors(productFilterQuerySchema, { color: 'teal', perPage: '100', sort: 'x' });
    expect(Object.keys(result.fields ?? {}).sort()).toEqual(['color', 'perPage', 'sort']);
  });
});

describe('searchTextSchema', () => {
  it('takes a text of up to 100 characters, and no text at all', () => {
    expect(validateSyncOrErrors(searchTextSchema, { text: 'x'.repeat(100) }).fields).toBeNull();
    expect(validateSyncOrErrors(searchTextSchema, { text: null }).fields).toBeNull();
    expect(validateSyncOrErrors(searchTextSchema, {}).fields).toBeNull();
  });

  it.each([
    ['x'.repeat(101), 'text must be at most 100 characters'],
    [42, 'text must be a string'],
    [['dress'], 'text must be a string'],
  ])('refuses %p with "%s"', (text, message) => {
    expect(validateSyncOrErrors(searchTextSchema, { text }).fields).toEqual({ text: message });
  });
});
