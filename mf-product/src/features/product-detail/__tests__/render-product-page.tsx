import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { Toaster } from 'shared-ui/state';
import { ProductPage } from '../views/product-page';

/** Shows where the address is and how it got there (PUSH or REPLACE), and leaves the page on demand. */
function AddressProbe() {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  return (
    <>
      <output data-testid="address" data-action={action}>
        {location.pathname + location.search}
      </output>
      <button type="button" onClick={() => navigate('/returnsRefunds')}>
        Leave the page
      </button>
    </>
  );
}

/** The product page at `path` in a memory router, with the shell's Toaster and a stand-in returns page. */
export function renderProductPage(path: string) {
  const view = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/:id" element={<ProductPage />} />
        <Route path="/returnsRefunds" element={<h1>Returns &amp; Refunds</h1>} />
      </Routes>
      <AddressProbe />
      <Toaster />
    </MemoryRouter>,
  );
  const address = () => screen.getByTestId('address');
  return { ...view, address };
}
