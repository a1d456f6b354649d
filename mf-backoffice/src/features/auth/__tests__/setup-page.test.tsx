import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { SetupPage } from '../views/setup-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

const CODES = Array.from({ length: 10 }, (_, i) => `abcd${i + 2}-efgh${i + 2}`);

function openLink(token = 'tok') {
  return renderPage(<SetupPage />, `/staff/setup?token=${token}`, '/staff/setup');
}

describe('the setup link', () => {
  it('says a used or expired link no longer works', async () => {
    api.onGet('/staff/setup/old').reply(410, { error: 'This link has expired' });
    openLink('old');
    expect(await screen.findByRole('heading', { name: 'This link no longer works' })).toBeInTheDocument();
  });

  it('asks for matching passwords by the customers rules before sending', async () => {
    api.onGet('/staff/setup/tok').reply(200, { email: 'new@vesna.shop', role: 'catalogue' });
    openLink();
    await userEvent.type(await screen.findByLabelText('Password'), 'long enough');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'other');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Passwords must match')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
  });

  it('goes password → authenticator (QR code and key shown once) → the ten recovery codes', async () => {
    api.onGet('/staff/setup/tok').reply(200, { email: 'new@vesna.shop', role: 'catalogue' });
    api.onPost('/staff/setup/tok/password').reply(200, {
      totp: {
        secret: 'JBSWY3DPEHPK3PXP',
        otpauthUrl: 'otpauth://totp/Vesna:new',
        qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
      },
    });
    api.onPost('/staff/setup/tok/totp').reply(200, { recoveryCodes: CODES });
    openLink();
    expect(await screen.findByText('new@vesna.shop · Catalogue')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Password'), 'staff-horse-battery-1');
    await userEvent.type(screen.getByLabelText('Confirm password'), 'staff-horse-battery-1');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByTestId('totp-secret')).toHaveTextContent('JBSWY3DPEHPK3PXP');
    expect(screen.getByRole('img', { name: 'QR code of your authenticator key' })).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0].data as string)).toEqual({
      password: 'staff-horse-battery-1',
      confirmPassword: 'staff-horse-battery-1',
    });
    await userEvent.type(screen.getByLabelText('Code from your authenticator'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Enter the 6-digit code from your authenticator')).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText('Code from your authenticator'));
    await userEvent.type(screen.getByLabelText('Code from your authenticator'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findAllByRole('listitem')).toHaveLength(10);
    expect(screen.getByText(CODES[9])).toBeInTheDocument();
  });
});
