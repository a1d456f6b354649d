import { ThemeProvider } from '@emotion/react';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyles, Toaster, theme } from 'shared-ui';
import { AppLayout } from './layout/app-layout';

/** Theme, global styles, router and the one Toaster every remote's `toast:show` lands in. */
export function App() {
  return (
    <ThemeProvider theme={theme}>
      <GlobalStyles />
      <BrowserRouter>
        <AppLayout />
      </BrowserRouter>
      <Toaster />
    </ThemeProvider>
  );
}
