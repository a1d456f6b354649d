import {
  getCustomer,
  getSession,
  login,
  logout,
  register,
  addToWishlist,
  clearServerWishlist,
  mergeWishlist,
  removeFromWishlist,
} from 'shared-ui/state';
import { makeUser } from '../../state/__tests__/fixtures';
import { changePassword, deleteAccount, resendVerification, updateProfile } from '../customer-profile';
import { addAddress, getDefaultAddress, updateAddress } from '../address';
import { deleteCard, getDefaultCard, saveDefaultCard } from '../payment-methods';
import { installFakeApi, type FakeApi } from './fake-api';

let api: FakeApi;
beforeEach(() => {
  api = installFakeApi();
});
afterEach(() => api.restore());

const only = () => {
  expect(api.requests).toHaveLength(1);
  return api.requests[0];
};

describe('customers api', () => {
  it('registers with POST /api/customers and resolves with the customer, not the token', async () => {
    const customer = makeUser();
    api.respond(() => ({ status: 201, data: { success: true, token: 'secret-token', customer } }));
    const result = await register({
      firstName: 'Olena',
      lastName: 'Koval',
      email: 'olena@example.com',
      password: 'password123',
    });
    expect(result).toEqual(customer);
    expect(JSON.stringify(result)).not.toContain('secret-token');
    expect(only()).toMatchObject({
      method: 'POST',
      url: '/api/customers',
      withCredentials: true,
      body: { firstName: 'Olena', lastName: 'Koval', email: 'olena@example.com', password: 'password123' },
    });
  });

  it('logs in with POST /api/customers/login, sending the guest wish list as "wishlist"', async () => {
    const user = makeUser({ wishlist: ['100001', '100002'] });
    api.respond(() => ({ status: 200, data: { success: true, token: 'secret-token', user } }));
    await expect(login({ loginOrEmail: 'olena@example.com', password: 'password123' }, ['100002'])).resolves.toEqual(
      user,
    );
    expect(only()).toMatchObject({
      method: 'POST',
      url: '/api/customers/login',
      withCredentials: true,
      body: { loginOrEmail: 'olena@example.com', password: 'password123', wishlist: ['100002'] },
    });
  });

  it('leaves "wishlist" out of the login body when the guest list is empty', async () => {
    api.respond(() => ({ status: 200, data: { success: true, token: 't', user: makeUser() } }));
    await login({ loginOrEmail: 'olena@example.com', password: 'password123' });
    expect(only().body).toEqual({ loginOrEmail: 'olena@example.com', password: 'password123' });
  });

  it('never sends an Authorization header: the session travels in the httpOnly cookie', async () => {
    api.respond(() => ({ status: 200, data: { user: makeUser() } }));
    await getSession();
    expect(only().headers).not.toHaveProperty('Authorization');
  });

  it('rejects a failed login with the API error', async () => {
    api.respond(() => ({ status: 401, data: { error: 'Login unsuccessful. Please try again.' } }));
    await expect(login({ loginOrEmail: 'a@b.co', password: 'wrongpass1' })).rejects.toMatchObject({
      status: 401,
      error: 'Login unsuccessful. Please try again.',
    });
  });

  it('reads the session with GET /api/cookies: the customer, or null for a guest', async () => {
    const user = makeUser();
    api.respond(() => ({ status: 200, data: { user } }));
    await expect(getSession()).resolves.toEqual(user);
    expect(only()).toMatchObject({ method: 'GET', url: '/api/cookies', withCredentials: true });
    api.respond(() => ({ status: 200, data: { user: null } }));
    await expect(getSession()).resolves.toBeNull();
    api.respond(() => ({ status: 500, data: { error: 'boom' } }));
    await expect(getSession()).rejects.toMatchObject({ status: 500 });
  });

  it('logs out with POST /api/customers/logout', async () => {
    api.respond(() => ({ status: 200, data: { success: true } }));
    await logout();
    expect(only()).toMatchObject({ method: 'POST', url: '/api/customers/logout' });
  });

  it('reads the customer with GET /api/customers/customer', async () => {
    const user = makeUser({ firstName: 'Iryna' });
    api.respond(() => ({ status: 200, data: user }));
    await expect(getCustomer()).resolves.toEqual(user);
    expect(only()).toMatchObject({ method: 'GET', url: '/api/customers/customer' });
  });

  it('updates the profile with PUT /api/customers and resolves with the updated customer', async () => {
    const user = makeUser({ phoneNumber: '0501234567' });
    api.respond(() => ({ status: 200, data: { success: true, user } }));
    const input = {
      firstName: 'Olena',
      lastName: 'Koval',
      email: 'olena@example.com',
      birthDate: '1990-05-01',
      phoneNumber: '0501234567',
    };
    await expect(updateProfile(input)).resolves.toEqual(user);
    expect(only()).toMatchObject({ method: 'PUT', url: '/api/customers', body: input });
  });

  it('changes the password with PUT /api/customers/password', async () => {
    api.respond(() => ({ status: 200, data: { success: true, token: 'fresh' } }));
    const input = { currentPassword: 'oldpassword', newPassword: 'newpassword1', confirmPassword: 'newpassword1' };
    await expect(changePassword(input)).resolves.toBeUndefined();
    expect(only()).toMatchObject({ method: 'PUT', url: '/api/customers/password', body: input });
  });

  it('sets a first password (an account from Google sign-in) without a current password', async () => {
    api.respond(() => ({ status: 200, data: { success: true, token: 'fresh' } }));
    const input = { newPassword: 'newpassword1', confirmPassword: 'newpassword1' };
    await expect(changePassword(input)).resolves.toBeUndefined();
    expect(only()).toMatchObject({ method: 'PUT', url: '/api/customers/password' });
    expect(only().body).toEqual(input);
  });

  it('deletes the account with DELETE /api/customers/delete-account', async () => {
    api.respond(() => ({ status: 200, data: { success: true } }));
    await deleteAccount();
    expect(only()).toMatchObject({ method: 'DELETE', url: '/api/customers/delete-account' });
  });

  it('asks for a new verification mail with POST /api/customers/verify-email/resend', async () => {
    const message = 'We sent a new verification link to olena@example.com.';
    api.respond(() => ({ status: 202, data: { message } }));
    await expect(resendVerification()).resolves.toEqual({ message });
    expect(only()).toMatchObject({ method: 'POST', url: '/api/customers/verify-email/resend' });
  });
});

describe('wishlist api', () => {
  beforeEach(() => api.respond(() => ({ status: 200, data: { wishlist: ['100001'] } })));

  it('adds with POST /api/customers/wishlist {productId} and resolves with the server list', async () => {
    await expect(addToWishlist('100001')).resolves.toEqual(['100001']);
    expect(only()).toMatchObject({ method: 'POST', url: '/api/customers/wishlist', body: { productId: '100001' } });
  });

  it('removes with DELETE /api/customers/wishlist, the id in the body', async () => {
    await removeFromWishlist('100002');
    expect(only()).toMatchObject({ method: 'DELETE', url: '/api/customers/wishlist', body: { productId: '100002' } });
  });

  it('clears with DELETE /api/customers/clear', async () => {
    api.respond(() => ({ status: 200, data: { wishlist: [] } }));
    await expect(clearServerWishlist()).resolves.toEqual([]);
    expect(only()).toMatchObject({ method: 'DELETE', url: '/api/customers/clear' });
  });

  it('merges with POST /api/customers/wishlist/merge {productIds}', async () => {
    await mergeWishlist(['100001', '100003']);
    expect(only()).toMatchObject({
      method: 'POST',
      url: '/api/customers/wishlist/merge',
      body: { productIds: ['100001', '100003'] },
    });
  });
});

describe('address api', () => {
  const address = {
    email: 'olena@example.com',
    firstName: 'Olena',
    lastName: 'Koval',
    country: 'Ukraine',
    city: 'Lviv',
    addressLine1: 'Shevchenka 1',
    addressLine2: '12',
    zip: '79-000',
    phone: '0501234567',
    default: true,
  };

  it('reads the default address with GET /api/address/default (null when none)', async () => {
    api.respond(() => ({ status: 200, data: { address: null } }));
    await expect(getDefaultAddress()).resolves.toBeNull();
    expect(only()).toMatchObject({ method: 'GET', url: '/api/address/default' });
  });

  it('adds with POST /api/address and updates with PUT /api/address {newAddress}', async () => {
    const saved = { ...address, userId: 'user-1' };
    api.respond((request) => ({
      status: request.method === 'POST' ? 201 : 200,
      data: {
        address: saved,
        message:
          request.method === 'POST'
            ? 'You have successfully added a new address.'
            : 'You have successfully updated your address.',
      },
    }));
    await expect(addAddress(address)).resolves.toEqual({
      address: saved,
      message: 'You have successfully added a new address.',
    });
    await expect(updateAddress(address)).resolves.toMatchObject({
      message: 'You have successfully updated your address.',
    });
    expect(api.requests).toMatchObject([
      { method: 'POST', url: '/api/address', body: address },
      { method: 'PUT', url: '/api/address', body: { newAddress: address } },
    ]);
  });
});

describe('payment methods api', () => {
  const card = {
    brand: 'visa',
    last4: '4242',
    expiryMonth: 12,
    expiryYear: 2030,
    cardExpiryDate: '12/30',
    paymentMethodId: 'pm_test_visa',
  };

  it('reads the saved card with GET /api/payment-methods/default', async () => {
    api.respond(() => ({ status: 200, data: { paymentDetails: card } }));
    await expect(getDefaultCard()).resolves.toEqual(card);
    expect(only()).toMatchObject({ method: 'GET', url: '/api/payment-methods/default' });
  });

  it('saves with POST /api/payment-methods/default {paymentDetails: {paymentMethodId}}, never a card number', async () => {
    api.respond(() => ({ status: 201, data: { paymentDetails: card } }));
    await expect(saveDefaultCard('pm_test_visa')).resolves.toEqual(card);
    expect(only()).toMatchObject({
      method: 'POST',
      url: '/api/payment-methods/default',
      body: { paymentDetails: { paymentMethodId: 'pm_test_visa' } },
    });
  });

  it('deletes with DELETE /api/payment-methods/delete and resolves with the message', async () => {
    api.respond(() => ({ status: 200, data: { success: true, message: 'Card was successfully deleted' } }));
    await expect(deleteCard()).resolves.toEqual({ message: 'Card was successfully deleted' });
    expect(only()).toMatchObject({ method: 'DELETE', url: '/api/payment-methods/delete' });
  });
});
