import { answers, noBody, text } from '../../openapi/shapes';

/** Google sign-in (OpenID Connect code flow with PKCE; OpenAPI contract). */
export const googleSignInSchemas = {
  start: {
    summary: 'Start signing in with Google (or the development identity provider)',
    querystring: { type: 'object', properties: { returnTo: text({ description: 'a shop path to come back to' }) } },
    response: answers({ 302: noBody("to the provider's sign-in page, or /login?error=google") }),
  },
  callback: {
    summary: "The provider's answer: starts a session and returns to the shop",
    querystring: { type: 'object', properties: { code: text(), state: text(), error: text() } },
    response: answers({ 302: noBody('to the returnTo path (signed in), or /login?error=google') }),
  },
};
