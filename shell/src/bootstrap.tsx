import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app';
import { ensureRemotesRegistered } from './composition/register-remotes';
import { bootstrapSession } from 'shared-ui';

// Start reading remotes.json now; remote routes await it, the layout does not, so a missing
// remotes.json or a down remote never keeps the header, footer and bag from showing.
ensureRemotesRegistered().catch((error: unknown) => console.error('[shell] remotes.json', error));
// Spec section 4: ask the API who is logged in (httpOnly cookie); a failure leaves a guest session.
void bootstrapSession();

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
createRoot(container).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
