import { render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { LoginPage } from '../login-page';
import { RegistrationPage } from '../../registration/registration-page';
import { UserProfilePage } from '../../user-profile/user-profile-page';

describe.each<[string, ComponentType, string]>([
  ['/login', LoginPage, 'Log in'],
  ['/registration', RegistrationPage, 'Create Account'],
  ['/userProfile', UserProfilePage, 'My Account'],
])('%s', (path, Page, heading) => {
  it(`shows the "${heading}" heading and title inside the mf-account boundary`, () => {
    render(
      <MemoryRouter initialEntries={[path]}>
        <Page />
      </MemoryRouter>,
    );
    const h1 = screen.getByRole('heading', { level: 1, name: heading });
    expect(h1.closest('[data-boundary]')).toHaveAttribute('data-boundary', 'mf-account');
    expect(document.title).toBe(`${heading} | Vesna`);
  });
});
