import { makeFeedbackSchema, validationErrors } from '../index';

const schema = makeFeedbackSchema('Linen Wrap Dress');
const valid = { content: 'Lovely fabric, true to size.', rate: 5 };

describe('makeFeedbackSchema', () => {
  it('accepts a rated review', async () => {
    await expect(validationErrors(schema, valid)).resolves.toBeNull();
    await expect(validationErrors(schema, { ...valid, rate: 1 })).resolves.toBeNull();
  });

  it.each([
    ['content', '', 'Describe your experience with the Vesna product'],
    ['content', '  ', 'Describe your experience with the Vesna product'],
    ['rate', undefined, 'Rating is required'],
    ['rate', '', 'Rating is required'],
    ['rate', 0, 'Please rate Linen Wrap Dress'],
    ['rate', 6, 'Rating must be a whole number from 1 to 5'],
    ['rate', 2.5, 'Rating must be a whole number from 1 to 5'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(schema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });

  it('names the product it was made for', async () => {
    const errors = await validationErrors(makeFeedbackSchema('Silk Blouse'), { ...valid, rate: 0 });
    expect(errors).toEqual({ rate: 'Please rate Silk Blouse' });
  });
});
