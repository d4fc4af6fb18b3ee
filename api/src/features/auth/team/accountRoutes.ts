import {
  TEAM_MESSAGES,
  accountSessionSchema,
  otpConfirmSchema,
  otpEnrolmentSchema,
  passwordChangeSchema,
  renewedSessionSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeTransaction } from '../../../db/writeTransaction';
import { badRequest, conflict } from '../../../http/httpErrors';
import { dataEnvelope, errorResponseSchema } from '../../../http/responseSchemas';
import { hashPassword, verifyPassword } from '../passwords';
import { startSession, WRONG_CODE } from '../signIn';
import { generateOtpSecret, matchOtpTimeStep, otpauthUri } from '../totp';
import { claimOtpTimeStep, endAllSessions, updateOtp, updatePasswordHash } from '../userRepository';
import { listOpenSessions } from '../userSessions';
import { recordHistory } from '../history/recordHistory';
import { findMember, memberFields } from './teamRepository';
import { passwordStrengthProblem } from './passwordStrength';

const tags = ['account'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 409: errorResponseSchema };
const renewed = dataEnvelope(renewedSessionSchema);

/** The other sessions end with the version bump; this browser gets a fresh token in the answer. */
async function renewThisSession(app: FastifyInstance, request: FastifyRequest) {
  const user = await findMember(app.db, request.user.id);
  const { token, expiresAt } = await startSession(app, user, request.headers['user-agent'] ?? '');
  return { data: { token, expiresAt } };
}

/** "My account": everyone's own password, one-time codes and sessions. */
export const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  app.put(
    '/account/password',
    {
      schema: {
        summary: 'Change your own password (the current one is required). Ends your other sessions; the answer carries this browser\'s new token.',
        description: 'The new password must score at least 3 of 4 with zxcvbn-ts (common-passwords and English dictionaries; your name and username count as guessable).',
        tags,
        body: passwordChangeSchema,
        response: { 200: renewed, ...errors },
      },
    },
    async (request) => {
      const user = await findMember(app.db, request.user.id);
      const { currentPassword, newPassword } = request.body;
      if (!(await verifyPassword(user.passwordHash, currentPassword))) throw badRequest(TEAM_MESSAGES.currentPasswordWrong, { currentPassword: TEAM_MESSAGES.currentPasswordWrong });
      if (newPassword === currentPassword) throw badRequest(TEAM_MESSAGES.passwordSame, { newPassword: TEAM_MESSAGES.passwordSame });
      const weak = passwordStrengthProblem(newPassword, [user.username, user.name]);
      if (weak) throw badRequest(weak, { newPassword: weak });
      const passwordHash = await hashPassword(newPassword);
      await writeTransaction(app.db, async (trx) => {
        await updatePasswordHash(trx, user.id, passwordHash);
        await recordHistory(trx, { section: 'team', resource: 'teamMember', recordId: user.id, action: 'update', summary: 'Own password changed', before: memberFields(user), after: memberFields(user) });
      });
      return renewThisSession(app, request);
    },
  );

  app.post(
    '/account/otp',
    { schema: { summary: 'Start setting up one-time codes: a new secret and its otpauth:// URI (draw it as a QR code). Nothing changes until confirmed.', tags, response: { 200: dataEnvelope(otpEnrolmentSchema), ...errors } } },
    async (request) => {
      const user = await findMember(app.db, request.user.id);
      if (user.otpEnabled) throw conflict(TEAM_MESSAGES.otpAlreadyOn);
      const secret = generateOtpSecret();
      await app.db.updateTable('users').set({ otpPendingSecret: secret }).where('id', '=', user.id).execute();
      return { data: { secret, otpauthUri: otpauthUri(secret, user.username) } };
    },
  );

  app.post(
    '/account/otp/confirm',
    { schema: { summary: 'Confirm one-time codes with a current code from the app: they are on from now. Ends your other sessions; the answer carries this browser\'s new token.', tags, body: otpConfirmSchema, response: { 200: renewed, ...errors } } },
    async (request) => {
      const user = await findMember(app.db, request.user.id);
      if (user.otpEnabled) throw conflict(TEAM_MESSAGES.otpAlreadyOn);
      const secret = user.otpPendingSecret;
      if (!secret) throw badRequest(TEAM_MESSAGES.otpNotStarted);
      const timeStep = matchOtpTimeStep(secret, request.body.otp, Date.now());
      if (timeStep === null) throw badRequest(WRONG_CODE, { otp: WRONG_CODE });
      await writeTransaction(app.db, async (trx) => {
        await updateOtp(trx, user.id, secret);
        await recordHistory(trx, { section: 'team', resource: 'teamMember', recordId: user.id, action: 'update', summary: 'One-time codes turned on', before: memberFields(user), after: { ...memberFields(user), otpEnabled: true } });
      });
      // The confirming code is used: it cannot also sign someone in.
      await claimOtpTimeStep(app.db, user.id, timeStep);
      return renewThisSession(app, request);
    },
  );

  app.get('/account/sessions', { schema: { summary: 'Your signed-in sessions (browsers), newest first.', tags, response: { 200: dataEnvelope(z.array(accountSessionSchema)), ...errors } } }, async (request) => {
    const sessions = await listOpenSessions(app.db, request.user.id);
    return { data: sessions.map((session) => ({ ...session, current: session.id === request.user.tokenId })) };
  });

  app.post(
    '/account/sessions/sign-out-others',
    { schema: { summary: 'Sign out every other session. The answer carries this browser\'s new token.', tags, response: { 200: renewed, ...errors } } },
    async (request) => {
      await endAllSessions(app.db, request.user.id);
      return renewThisSession(app, request);
    },
  );
};
