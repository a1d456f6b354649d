import { loginSchema, passwordSchema, profileInfoSchema, registrationSchema } from 'contracts/schemas';
import { sessionUser } from '../../openapi/account-shapes';
import { jsonSchemaFromYup } from '../../openapi/json-schema-from-yup';
import {
  SESSION_SECURITY,
  answers,
  exactly,
  json,
  shape,
  text,
  withProperties,
  withoutRequired,
} from '../../openapi/shapes';

const withToken = (key: 'customer' | 'user') =>
  shape({
    success: exactly(true),
    token: text({ description: 'also sent as the vesna_session cookie' }),
    [key]: sessionUser,
  });
const success = json('done', shape({ success: exactly(true) }));

/** The customers routes' schemas (OpenAPI contract): requests from contracts' yup schemas, the validators. */
export const customerSchemas = {
  register: {
    summary: 'Register (mails a verification link)',
    body: jsonSchemaFromYup(registrationSchema),
    response: answers({ 201: json('registered and signed in', withToken('customer')) }),
  },
  login: {
    summary: 'Sign in with a password',
    body: withProperties(jsonSchemaFromYup(loginSchema), {
      wishlist: { description: "the guest's wish list (a list of product ids), merged in; anything else is skipped" },
    }),
    response: answers({ 200: json('signed in', withToken('user')) }),
  },
  logout: { summary: 'Sign out (this session)', response: answers({ 200: success }) },
  session: {
    summary: 'Who is signed in (a guest is `{ user: null }`)',
    response: answers({ 200: json('the session', shape({ user: { anyOf: [sessionUser, { type: 'null' }] } })) }),
  },
  customer: {
    summary: 'The signed-in customer',
    security: SESSION_SECURITY,
    response: answers({ 200: json('the customer', sessionUser) }),
  },
  updateProfile: {
    summary: 'Change the profile (a changed e-mail is verified again)',
    security: SESSION_SECURITY,
    body: jsonSchemaFromYup(profileInfoSchema),
    response: answers({ 200: json('saved', shape({ success: exactly(true), user: sessionUser })) }),
  },
  changePassword: {
    summary: 'Change (or set, after Google sign-in) the password; every other session ends',
    security: SESSION_SECURITY,
    // An account made by Google sign-in sets its first password without a current one (setPasswordSchema).
    body: withoutRequired(jsonSchemaFromYup(passwordSchema), 'currentPassword'),
    response: answers({ 200: json('changed, with a fresh session', shape({ success: exactly(true), token: text() })) }),
  },
  deleteAccount: {
    summary: 'Delete the account and everything about it',
    security: SESSION_SECURITY,
    response: answers({ 200: success }),
  },
};
