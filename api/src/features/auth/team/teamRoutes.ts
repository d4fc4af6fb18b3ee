import {
  TEAM_MESSAGES,
  teamMemberCreateSchema,
  teamMemberIdParamsSchema,
  teamMemberSchema,
  teamOtpRequiredSchema,
  teamRoleChangeSchema,
  temporaryPasswordResultSchema,
} from '@nail-or-never/shared/schemas';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { writeTransaction } from '../../../db/writeTransaction';
import { dataEnvelope, errorResponseSchema } from '../../../http/responseSchemas';
import { conflict, HttpError } from '../../../http/httpErrors';
import { generatePassword, hashPassword } from '../passwords';
import { endAllSessions, findUserByUsername, insertUser, toUser, updatePasswordHash } from '../userRepository';
import { recordHistory } from '../history/recordHistory';
import { findMember, keepingAnOwner, listMembers, memberFields, memberOf, setActive, setRole } from './teamRepository';

const tags = ['team'];
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema, 409: errorResponseSchema };
const memberResponse = dataEnvelope(teamMemberSchema);
const team = { section: 'team', resource: 'teamMember' } as const;

/** The owner's Team page: people, roles, temporary passwords, required codes, deactivation. */
export const teamRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/team', { schema: { summary: 'Everyone with an account, active or not.', tags, response: { 200: dataEnvelope(z.array(teamMemberSchema)), ...errors } } }, async () => ({
    data: await listMembers(app.db),
  }));

  app.post(
    '/team',
    {
      schema: {
        summary: 'Add a person: answers a temporary password, shown once, which they must change at their first sign-in.',
        tags,
        body: teamMemberCreateSchema,
        response: { 201: dataEnvelope(temporaryPasswordResultSchema), ...errors },
      },
    },
    async (request, reply) => {
      const { name, username, role, employeeId } = request.body;
      if (employeeId != null) {
        const employee = await app.db.selectFrom('employees').select('id').where('id', '=', employeeId).executeTakeFirst();
        if (!employee) throw new HttpError(400, TEAM_MESSAGES.employeeMissing, { employeeId: TEAM_MESSAGES.employeeMissing });
      }
      if (await findUserByUsername(app.db, username)) throw conflict(TEAM_MESSAGES.usernameTaken, { username: TEAM_MESSAGES.usernameTaken });
      const temporaryPassword = generatePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      const created = await writeTransaction(app.db, async (trx) => {
        const user = await insertUser(trx, username, passwordHash, { name, role, employeeId: employeeId ?? null, mustChangePassword: true });
        await recordHistory(trx, { ...team, recordId: user.id, action: 'create', summary: `Added ${name} as ${role}`, before: null, after: memberFields(user) });
        return user;
      }).catch((error: unknown) => {
        // Two owners adding the same username at once: the unique index decides, the answer says why.
        if (error instanceof Error && /unique|UNIQUE/.test(error.message)) throw conflict(TEAM_MESSAGES.usernameTaken, { username: TEAM_MESSAGES.usernameTaken });
        throw error;
      });
      return reply.status(201).send({ data: { member: await memberOf(app.db, created.id), temporaryPassword } });
    },
  );

  app.put(
    '/team/:id/role',
    { schema: { summary: 'Change a person\'s role. The last active owner cannot be demoted (409).', tags, params: teamMemberIdParamsSchema, body: teamRoleChangeSchema, response: { 200: memberResponse, ...errors } } },
    async (request) => {
      const { id } = request.params;
      await keepingAnOwner(app.db, app.dialect, async (trx) => {
        // Read inside the lock: the "before" is the row this change replaces.
        const row = await trx.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
        if (!row) throw new HttpError(404, TEAM_MESSAGES.personMissing);
        const before = toUser(row);
        await setRole(trx, id, request.body.role);
        await recordHistory(trx, { ...team, recordId: id, action: 'update', summary: `Role: ${request.body.role}`, before: memberFields(before), after: { ...memberFields(before), role: request.body.role } });
      });
      return { data: await memberOf(app.db, id) };
    },
  );

  app.post(
    '/team/:id/password-reset',
    { schema: { summary: 'A new temporary password (shown once); ends all of the person\'s sessions.', tags, params: teamMemberIdParamsSchema, response: { 200: dataEnvelope(temporaryPasswordResultSchema), ...errors } } },
    async (request) => {
      // Resetting one's own password would end the very session asking for it.
      if (request.params.id === request.user.id) throw conflict(TEAM_MESSAGES.ownPasswordReset);
      const member = await findMember(app.db, request.params.id);
      const temporaryPassword = generatePassword();
      const passwordHash = await hashPassword(temporaryPassword);
      await writeTransaction(app.db, async (trx) => {
        await updatePasswordHash(trx, member.id, passwordHash, true);
        await recordHistory(trx, { ...team, recordId: member.id, action: 'update', summary: 'Password reset', before: memberFields(member), after: memberFields(member) });
      });
      return { data: { member: await memberOf(app.db, member.id), temporaryPassword } };
    },
  );

  app.put(
    '/team/:id/otp-required',
    { schema: { summary: 'Require one-time codes (the person must set them up before anything else) or stop requiring them.', tags, params: teamMemberIdParamsSchema, body: teamOtpRequiredSchema, response: { 200: memberResponse, ...errors } } },
    async (request) => {
      // Required of oneself, codes would stop this session until set up; lifted, another owner's rule would go.
      if (request.params.id === request.user.id) throw conflict(TEAM_MESSAGES.ownOtpRequirement);
      const member = await findMember(app.db, request.params.id);
      await writeTransaction(app.db, async (trx) => {
        await trx.updateTable('users').set({ otpRequired: request.body.required ? 1 : 0 }).where('id', '=', member.id).execute();
        const summary = request.body.required ? 'One-time codes required' : 'One-time codes no longer required';
        await recordHistory(trx, { ...team, recordId: member.id, action: 'update', summary, before: memberFields(member), after: { ...memberFields(member), otpRequired: request.body.required } });
      });
      return { data: await memberOf(app.db, member.id) };
    },
  );

  app.post(
    '/team/:id/deactivate',
    { schema: { summary: 'Deactivate: every session of the person ends at once and they cannot sign in. Never the last active owner (409).', tags, params: teamMemberIdParamsSchema, response: { 200: memberResponse, ...errors } } },
    async (request) => {
      const { id } = request.params;
      if (id === request.user.id) throw conflict(TEAM_MESSAGES.notYourself);
      const member = await findMember(app.db, id);
      await keepingAnOwner(app.db, app.dialect, async (trx) => {
        await setActive(trx, id, false);
        await endAllSessions(trx, id);
        await recordHistory(trx, { ...team, recordId: id, action: 'update', summary: 'Deactivated', before: memberFields(member), after: { ...memberFields(member), active: false } });
      });
      return { data: await memberOf(app.db, id) };
    },
  );

  app.post(
    '/team/:id/reactivate',
    { schema: { summary: 'Let a deactivated person sign in again.', tags, params: teamMemberIdParamsSchema, response: { 200: memberResponse, ...errors } } },
    async (request) => {
      const member = await findMember(app.db, request.params.id);
      await writeTransaction(app.db, async (trx) => {
        await setActive(trx, member.id, true);
        await recordHistory(trx, { ...team, recordId: member.id, action: 'update', summary: 'Reactivated', before: memberFields(member), after: { ...memberFields(member), active: true } });
      });
      return { data: await memberOf(app.db, member.id) };
    },
  );
};
