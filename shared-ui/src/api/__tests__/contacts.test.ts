import { CONTACT_SUCCESS_MESSAGE } from 'contracts';
import { sendContactMessage } from '../contacts';
import { installFakeApi, type FakeApi } from './fake-api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const input = {
  fullName: 'Olena Kovalenko',
  email: 'olena@example.com',
  message: 'Where is my order?',
  privacyPolicy: true,
  subject: 'Support' as const,
};

describe('contacts api', () => {
  it('sends POST /api/contacts with the contract fields only and resolves with the message', async () => {
    api.respond(() => ({ status: 201, data: { message: CONTACT_SUCCESS_MESSAGE } }));
    await expect(sendContactMessage({ ...input, extra: 'x' } as typeof input)).resolves.toEqual({
      message: CONTACT_SUCCESS_MESSAGE,
    });
    expect(api.requests).toHaveLength(1);
    expect(api.requests[0]).toMatchObject({ method: 'POST', url: '/api/contacts' });
    expect(api.requests[0].body).toEqual(input);
  });

  it('rejects on a 429 so the form shows its failure notice', async () => {
    api.respond(() => ({ status: 429, data: { error: 'Too many attempts. Please try again later.' } }));
    await expect(sendContactMessage(input)).rejects.toMatchObject({ status: 429 });
  });
});
