/**
 * The development provider's own sign-in page: one self-contained HTML document (inline styles, no
 * scripts, no external assets) that says plainly it is not Google.
 */
export interface SignInFormValues {
  name: string;
  email: string;
  emailVerified: boolean;
}

function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );
}

export function renderSignInPage(options: {
  action: string;
  clientName: string;
  values?: SignInFormValues;
  error?: string;
}): string {
  const values = options.values ?? { name: '', email: '', emailVerified: true };
  const invalid = options.error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const error = options.error ? `<p class="error" role="alert" id="form-error">${escapeHtml(options.error)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Development sign-in — this is not Google</title>
<style>
  body { font-family: system-ui, sans-serif; background: #f4f1ec; color: #1f1f1f; margin: 0; padding: 2rem 1rem; }
  main { max-width: 26rem; margin: 0 auto; background: #fff; padding: 1.5rem; border: 2px dashed #b45309; }
  h1 { font-size: 1.4rem; margin: 0 0 .5rem; }
  .warning { background: #fef3c7; color: #78350f; padding: .6rem .75rem; margin: 0 0 1rem; }
  label { display: block; margin: .9rem 0 .3rem; font-weight: 600; }
  input[type=text], input[type=email] { width: 100%; box-sizing: border-box; padding: .55rem; font: inherit; border: 1px solid #777; }
  .check { display: flex; gap: .5rem; align-items: center; font-weight: 400; }
  .actions { display: flex; gap: .75rem; margin-top: 1.25rem; }
  button { font: inherit; padding: .6rem 1.1rem; cursor: pointer; border: 1px solid #1f1f1f; background: #1f1f1f; color: #fff; }
  button[value=cancel] { background: #fff; color: #1f1f1f; }
  .error { color: #b91c1c; font-weight: 600; }
  small { color: #555; }
</style>
</head>
<body>
<main>
  <h1>Development sign-in</h1>
  <p class="warning"><strong>This is not Google.</strong> It is the development identity provider that runs with
  the Vesna API when no Google credentials are configured. Type any name and e-mail address to sign in to
  ${escapeHtml(options.clientName)} as that person.</p>
  ${error}
  <form method="post" action="${escapeHtml(options.action)}" novalidate>
    <label for="name">Name</label>
    <input id="name" name="name" type="text" autocomplete="name" required value="${escapeHtml(values.name)}"${values.name ? '' : invalid}>
    <label for="email">E-mail</label>
    <input id="email" name="email" type="email" autocomplete="email" required value="${escapeHtml(values.email)}"${values.name ? invalid : ''}>
    <label class="check"><input id="email_verified" name="email_verified" type="checkbox" value="true"${values.emailVerified ? ' checked' : ''}> E-mail verified</label>
    <small>Untick to play an account whose provider has not verified the address.</small>
    <div class="actions">
      <button type="submit" name="action" value="sign-in">Sign in</button>
      <button type="submit" name="action" value="cancel" formnovalidate>Cancel</button>
    </div>
  </form>
</main>
</body>
</html>`;
}
