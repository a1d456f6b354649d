import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  API_PATHS,
  SIGNED_IN_COOKIE,
  type LoginResponse,
  type PasswordChangeResponse,
  type ProfileUpdateResponse,
  type RegisterResponse,
  type SessionResponse,
  type SessionUser,
  type SuccessResponse,
} from 'contracts';
import {
  loginSchema,
  passwordSchema,
  profileInfoSchema,
  registrationSchema,
  setPasswordSchema,
} from 'contracts/schemas';
import { HttpError, badRequest } from '../../http-errors';
import { customerIdOf, requireCustomer } from '../../plugins/session';
import { refuseCommonPassword } from '../../security/common-passwords';
import { LoginThrottle } from '../../security/login-throttle';
import { RateLimitError } from '../../security/rate-limiter';
import { objectBody, validateWith } from '../../validation';
import { linkOrigin, type AccountsContext } from '../accounts-context';
import { queueVerificationMail } from '../email-verification/service';
import {
  SESSION_COOKIE,
  SESSION_TTL_MS,
  clearSessionCookie,
  createSession,
  revokeAllSessions,
  revokeSession,
  setSessionCookie,
  setSignedInHint,
} from '../sessions';
import { mergeIntoWishlist, parseProductIdList } from '../wishlist/service';
import { selectCustomerByEmail, selectCustomerById, updatePasswordHash, updateProfile } from './queries';
import { deleteCustomerAccount } from './account-deletion';
import { NOT_LOGGED_IN, USER_EXISTS, createCustomer, getSessionUser, isUniqueViolation } from './service';
import { customerSchemas } from './route-schemas';

export const LOGIN_FAILED = 'Login unsuccessful. Please try again.';
export const CURRENT_PASSWORD_INCORRECT = 'Current password is incorrect';

async function startSession(ctx: AccountsContext, reply: FastifyReply, customerId: string): Promise<string> {
  const { token, expiresAt } = await createSession(ctx.db, customerId);
  setSessionCookie(reply, token, expiresAt);
  return token;
}

export async function customerRoutes(app: FastifyInstance, ctx: AccountsContext): Promise<void> {
  const { db, passwords, limiter, limits } = ctx;
  const loginThrottle = new LoginThrottle(limiter, limits);

  app.post(API_PATHS.customers, { schema: customerSchemas.register }, async (request, reply) => {
    await limiter.consume('register-ip', request.ip, limits.registrationPerIp);
    const body = objectBody(request.body, '{"firstName","lastName","email","password"}');
    const input = await validateWith(registrationSchema, body);
    refuseCommonPassword(input.password, 'password');
    const passwordHash = await passwords.hash(input.password);
    const email = input.email.trim();
    // The account and its verification mail are committed together: no account without its mail.
    const customerId = await db.transaction(async (tx) => {
      const id = await createCustomer(tx, {
        firstName: input.firstName.trim(),
        lastName: input.lastName.trim(),
        email,
        passwordHash,
        emailVerified: false,
      });
      await queueVerificationMail(tx, { id, email, firstName: input.firstName.trim() }, linkOrigin(ctx, request));
      return id;
    });
    const token = await startSession(ctx, reply, customerId);
    const answer: RegisterResponse = { success: true, token, customer: await getSessionUser(db, customerId) };
    return reply.code(201).send(answer);
  });

  app.post(
    API_PATHS.customersLogin,
    { schema: customerSchemas.login },
    async (request, reply): Promise<LoginResponse> => {
      await loginThrottle.attempt(request.ip);
      const body = objectBody(request.body, '{"loginOrEmail","password"}');
      const input = await validateWith(loginSchema, body);
      const emailKey = input.loginOrEmail.trim().toLowerCase();
      await loginThrottle.check(emailKey, request.ip);

      const customer = await selectCustomerByEmail(db, emailKey);
      // Unknown e-mail, an account without a password and a wrong password cost the same scrypt work and
      // answer the same 401, so neither the body nor the timing tells which accounts exist.
      const ok = customer?.passwordHash
        ? await passwords.verify(input.password, customer.passwordHash)
        : await passwords.verifyDummy(input.password);
      if (!customer || !ok) {
        await loginThrottle.failed(emailKey, request.ip);
        throw new HttpError(401, LOGIN_FAILED);
      }
      await loginThrottle.succeeded(emailKey, request.ip);
      const guestWishlist = parseProductIdList(body.wishlist, { lenient: true });
      if (guestWishlist.length > 0) await mergeIntoWishlist(db, customer.id, guestWishlist);
      // A new token at every login: a token planted before login (session fixation) is never promoted.
      const token = await startSession(ctx, reply, customer.id);
      return { success: true, token, user: await getSessionUser(db, customer.id) };
    },
  );

  app.post(
    API_PATHS.customersLogout,
    { schema: customerSchemas.logout },
    async (request, reply): Promise<SuccessResponse> => {
      if (request.sessionToken) await revokeSession(db, request.sessionToken);
      clearSessionCookie(reply);
      return { success: true };
    },
  );

  // The shop asks this at start-up (spec section 4) whenever the browser holds the signed-in hint
  // (contracts' SIGNED_IN_COOKIE): "no session" is an answer, not an error, so the console shows no failed
  // request. A missing, expired or revoked session is `{ user: null }` with 200 and clears both cookies (a
  // stale hint would make every start-up ask again); a live session without the hint (one started before
  // the hint existed) gets it. The routes that need a customer still answer 401.
  app.get(API_PATHS.cookies, { schema: customerSchemas.session }, async (request, reply): Promise<SessionResponse> => {
    if (!request.customerId) {
      if (request.cookies[SESSION_COOKIE] || request.cookies[SIGNED_IN_COOKIE]) clearSessionCookie(reply);
      return { user: null };
    }
    await requireCustomer(request);
    if (request.sessionVia === 'cookie' && !request.cookies[SIGNED_IN_COOKIE])
      setSignedInHint(reply, new Date(Date.now() + SESSION_TTL_MS));
    return { user: await getSessionUser(db, request.customerId) };
  });

  app.get(
    API_PATHS.customer,
    { schema: customerSchemas.customer, preHandler: requireCustomer },
    async (request): Promise<SessionUser> => getSessionUser(db, customerIdOf(request)),
  );

  app.put(
    API_PATHS.customers,
    { schema: customerSchemas.updateProfile, preHandler: requireCustomer },
    async (request): Promise<ProfileUpdateResponse> => {
      const customerId = customerIdOf(request);
      const input = await validateWith(
        profileInfoSchema,
        objectBody(request.body, '{"firstName","lastName","email","birthDate","phoneNumber"}'),
      );
      let result: Awaited<ReturnType<typeof updateProfile>>;
      try {
        // A changed address and the mail that verifies it are committed together.
        result = await db.transaction(async (tx) => {
          const updated = await updateProfile(tx, customerId, {
            firstName: input.firstName.trim(),
            lastName: input.lastName.trim(),
            email: input.email.trim(),
            birthDate: input.birthDate,
            phoneNumber: input.phoneNumber,
          });
          if (updated?.emailChanged) {
            await queueVerificationMail(
              tx,
              { id: customerId, email: input.email.trim(), firstName: input.firstName.trim() },
              linkOrigin(ctx, request),
            );
          }
          return updated;
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        result = null;
      }
      if (!result) throw new HttpError(409, USER_EXISTS, { email: USER_EXISTS });
      return { success: true, user: await getSessionUser(db, customerId) };
    },
  );

  app.put(
    API_PATHS.customersPassword,
    { schema: customerSchemas.changePassword, preHandler: requireCustomer },
    async (request, reply): Promise<PasswordChangeResponse> => {
      const customerId = customerIdOf(request);
      const body = objectBody(request.body, '{"currentPassword","newPassword","confirmPassword"}');
      const customer = await selectCustomerById(db, customerId);
      if (!customer) throw new HttpError(401, NOT_LOGGED_IN);
      // An account made through Google sign-in has no password yet (hasPassword false): its owner, who
      // holds the session, sets one without a current password. Once set, the current one is required.
      let newPassword: string;
      if (customer.passwordHash) {
        const input = await validateWith(passwordSchema, body);
        refuseCommonPassword(input.newPassword, 'newPassword');
        // Each guess costs a full scrypt hash: wrong current passwords are limited per account like logins.
        const wait = await limiter.blockedFor('password-change', customerId, limits.passwordChangePerAccount);
        if (wait > 0) throw new RateLimitError(wait);
        const ok = await passwords.verify(input.currentPassword, customer.passwordHash);
        if (!ok) {
          await limiter.record('password-change', customerId, limits.passwordChangePerAccount);
          throw badRequest(CURRENT_PASSWORD_INCORRECT, { currentPassword: CURRENT_PASSWORD_INCORRECT });
        }
        await limiter.clear('password-change', customerId);
        newPassword = input.newPassword;
      } else {
        newPassword = (await validateWith(setPasswordSchema, body)).newPassword;
        refuseCommonPassword(newPassword, 'newPassword');
      }
      const newHash = await passwords.hash(newPassword);
      const session = await db.transaction(async (tx) => {
        await updatePasswordHash(tx, customerId, newHash);
        // Whoever else held a session (a stolen cookie or token) is out; this browser gets a fresh one.
        await revokeAllSessions(tx, customerId);
        return createSession(tx, customerId);
      });
      setSessionCookie(reply, session.token, session.expiresAt);
      return { success: true, token: session.token };
    },
  );

  app.delete(
    API_PATHS.customersDeleteAccount,
    { schema: customerSchemas.deleteAccount, preHandler: requireCustomer },
    async (request, reply): Promise<SuccessResponse> => {
      const customerId = customerIdOf(request);
      // The same deletion as an owner's from the back office: her paid orders stay, without her.
      await db.transaction((tx) => deleteCustomerAccount(tx, customerId));
      clearSessionCookie(reply);
      return { success: true };
    },
  );
}
