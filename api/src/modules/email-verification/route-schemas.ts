import { SESSION_SECURITY, answers, json, noBody, shape, text } from '../../openapi/shapes';

/** E-mail verification's schemas (OpenAPI contract). */
export const emailVerificationSchemas = {
  verify: {
    summary: "The mail's verification link: redirects to the shop with the outcome",
    querystring: { type: 'object', properties: { token: text() } },
    response: answers({ 302: noBody('to /?notice=email-verified or /?notice=verification-link-invalid') }),
  },
  resend: {
    summary: 'Mail a new verification link (older ones stop working)',
    security: SESSION_SECURITY,
    response: answers({ 202: json('a mail is on its way', shape({ message: text() })) }),
  },
};
