import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { QueryClientProvider, createQueryClient } from 'shared-ui/state';

/**
 * Renders a back-office page the way the shell does (inside a router at `path`, under `/staff/*`), with a query
 * client of its own so no answer leaks from one test into the next.
 */
export function renderPage(page: ReactElement, path = '/staff', pattern = '/staff/*') {
  const client = createQueryClient();
  const result = render(
    <QueryClientProvider value={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path={pattern} element={page} />
          <Route path="*" element={<p>left the page</p>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return { ...result, client };
}
