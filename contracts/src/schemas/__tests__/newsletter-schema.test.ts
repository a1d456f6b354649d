import { newsletterSchema, validationErrors } from '../index';

const valid = { email: 'anna@example.com', agreement: true };

describe('newsletterSchema', () => {
  it('accepts an e-mail with the agreement ticked', async () => {
    await expect(validationErrors(newsletterSchema, valid)).resolves.toBeNull();
  });

  it.each([
    ['email', 'not-an-email', 'Invalid email address'],
    ['email', '', 'Email is required'],
    ['agreement', false, 'You must agree before submitting'],
    ['agreement', undefined, 'You must agree before submitting'],
  ])('shows for %s = %p: "%s"', async (field, value, message) => {
    const errors = await validationErrors(newsletterSchema, { ...valid, [field]: value });
    expect(errors).toEqual({ [field]: message });
  });
});
