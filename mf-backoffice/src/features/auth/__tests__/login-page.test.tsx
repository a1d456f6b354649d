import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import MockAdapter from 'axios-mock-adapter';
import { staffHttp } from '../../../lib/staff-api';
import { renderPage } from '../../../test/render-page';
import { LoginPage } from '../views/login-page';

const api = new MockAdapter(staffHttp);
afterEach(() => api.reset());

async function fillIn(code: string) {
  await userEvent.type(screen.getByLabelText('Email'), 'owner@vesna.shop');
  await userEvent.type(screen.getByLabelText('Password'), 'correct horse');
  await userEvent.type(screen.getByLabelText('Code'), code);
  await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('the back office login', () => {
  it("shows contracts' messages under each empty field and sends nothing", async () => {
    renderPage(<LoginPage />, '/staff/login', '/staff/login');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    expect(screen.getByText('Code is required')).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
  });

  it('refuses a code that is neither six digits nor a recovery code', async () => {
    renderPage(<LoginPage />, '/staff/login', '/staff/login');
    await fillIn('12345');
    expect(
      await screen.findByText('Enter the 6-digit code from your authenticator or a recovery code'),
    ).toBeInTheDocument();
    expect(api.history.post).toHaveLength(0);
  });

  it("shows the server's refusal of a wrong password or code", async () => {
    api.onPost('/staff/session').reply(401, { error: 'Wrong email, password or code' });
    renderPage(<LoginPage />, '/staff/login', '/staff/login');
    await fillIn('123456');
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong email, password or code');
  });

  it('logs in with e-mail, password and code, then opens the back office', async () => {
    api
      .onPost('/staff/session')
      .reply(200, { staff: { id: 1, email: 'owner@vesna.shop', name: 'Olena', role: 'owner' } });
    renderPage(<LoginPage />, '/staff/login', '/staff/login');
    await fillIn('123456');
    expect(await screen.findByText('left the page')).toBeInTheDocument();
    expect(JSON.parse(api.history.post[0].data as string)).toEqual({
      email: 'owner@vesna.shop',
      password: 'correct horse',
      code: '123456',
    });
  });

  it('says why after the session ended for being idle', () => {
    renderPage(<LoginPage />, '/staff/login?ended=idle', '/staff/login');
    expect(screen.getByText(/logged out after 30 minutes without activity/)).toBeInTheDocument();
  });
});
