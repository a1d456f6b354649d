import { screen } from '@testing-library/react';
import { AppLayout } from '../app-layout';
import { renderInShell } from '../../test-utils/render-in-shell';

// The parts are tested on their own; here each is a marker, so the test sees which ones the layout shows.
jest.mock('../header/header', () => ({ Header: () => <p>storefront header</p> }));
jest.mock('../breadcrumb/breadcrumb', () => ({ Breadcrumb: () => <p>breadcrumb</p> }));
jest.mock('../footer/footer', () => ({ Footer: () => <p>storefront footer</p> }));
jest.mock('../back-to-top/back-to-top', () => ({ BackToTop: () => <p>back to top</p> }));
jest.mock('../../routes/app-routes', () => ({ AppRoutes: () => <p>the page</p> }));

const CHROME = ['storefront header', 'breadcrumb', 'storefront footer', 'back to top'];

describe('the layout around a page', () => {
  it.each(['/', '/collection', '/staffPicks', '/userProfile/address'])('is the storefront one at %s', (route) => {
    renderInShell(<AppLayout />, { route });
    for (const part of CHROME) expect(screen.getByText(part)).toBeInTheDocument();
    expect(screen.getByText('the page')).toBeInTheDocument();
  });

  it.each(['/staff', '/staff/', '/staff/products/100001', '/staff/setup?token=abc'])(
    'is the back office alone at %s: no storefront header, breadcrumb or footer',
    (route) => {
      renderInShell(<AppLayout />, { route });
      for (const part of CHROME) expect(screen.queryByText(part)).not.toBeInTheDocument();
      expect(screen.getByRole('main')).toHaveTextContent('the page');
    },
  );
});
