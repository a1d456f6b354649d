import type { ReactElement } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { ThemeProvider } from '@emotion/react';
import { MemoryRouter } from 'react-router-dom';
import { theme } from 'shared-ui';

/** Renders `ui` the way the shell does: inside the Emotion theme and a router at `route`. */
export function renderInShell(ui: ReactElement, { route = '/' }: { route?: string } = {}): RenderResult {
  return render(
    <ThemeProvider theme={theme}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </ThemeProvider>,
  );
}
