import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  errorResponseSchema,
  loginBodySchema,
  loginResponseSchema,
  logoutResponseSchema,
  meResponseSchema,
  otpBodySchema,
  sessionResponseSchema,
} from './authSchemas';
import { TooManyAttempts } from './loginThrottle';
import { purgeExpiredAuthRecords, revokeToken } from './revokedTokens';
import { logIn, logInWithOtp } from './signIn';

const tags = ['users'];
const publicErrors = { 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema };

/** Sign-in: open to anyone, so it is the part that is rate-limited. */
export const publicAuthRoutes: FastifyPluginAsyncZod = async (app) => {
  // Tell clients (and proxies) when a locked-out sign-in may be retried.
  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof TooManyAttempts) reply.header('retry-after', String(error.retryAfterSeconds));
  });

  app.post(
    '/users/login',
    { schema: { summary: 'Sign in with a username and password.', tags, security: [], body: loginBodySchema, response: { 200: loginResponseSchema, ...publicErrors } } },
    async (request) => {
      const outcome = await logIn(app, request.body, request.ip, request.headers['user-agent'] ?? '');
      if (outcome.kind === 'otpRequired') return { data: { otpRequired: true as const } };
      const { token, expiresAt, user } = outcome.session;
      return { data: { token, expiresAt, user } };
    },
  );

  app.post(
    '/users/otp',
    { schema: { summary: 'Finish signing in with a one-time code.', tags, security: [], body: otpBodySchema, response: { 200: sessionResponseSchema, ...publicErrors } } },
    async (request) => {
      const { token, expiresAt, user } = await logInWithOtp(app, request.body, request.ip, request.headers['user-agent'] ?? '');
      return { data: { token, expiresAt, user } };
    },
  );
};

/** Routes for a signed-in administrator; the enclosing scope runs `authenticate` first. */
export const sessionRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/users/logout', { schema: { summary: 'Sign out: the token stops working.', tags, response: { 200: logoutResponseSchema, 401: errorResponseSchema } } }, async (request) => {
    await revokeToken(app.db, request.user.tokenId, request.user.tokenExpiresAt);
    // Signing out is rare and cheap to piggyback on: it keeps both auth tables small.
    await purgeExpiredAuthRecords(app.db);
    return { data: { loggedOut: true as const } };
  });

  app.get('/users/me', { schema: { summary: 'The signed-in person: their role and what they must do first (pendingStep).', tags, response: { 200: meResponseSchema, 401: errorResponseSchema } } }, async (request) => {
    const { id, username, name, role, otpEnabled, otpRequired, pendingStep } = request.user;
    return { data: { id, username, name, role, otpEnabled, otpRequired, pendingStep } };
  });
};
