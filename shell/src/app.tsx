import { ThemeProvider } from '@emotion/react';
import { useEffect } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { GlobalStyles, Toaster, theme } from 'shared-ui';
import './fonts';
import { AppLayout } from './layout/app-layout';
import { showAccountNotice } from './session/show-account-notice';

/** Theme, global styles, router and the one Toaster every remote's `toast:show` lands in. */
export function App() {
  // After the Toaster is mounted, so a notice from the verification link is not emitted into the void.
  useEffect(() => showAccountNotice(), []);
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
