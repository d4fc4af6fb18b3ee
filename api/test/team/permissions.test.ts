import { OPERATION_ROLES, PUBLIC_OPERATIONS, ROLES, type Role } from '@nail-or-never/shared/schemas';
import { send } from '../fuzz/fuzzHttp';
import { readOperations, type Operation } from '../fuzz/openApiOperations';
import { seedResources, type SeededResources } from '../fuzz/seededResources';
import { VALID_REQUESTS, type ValidRequest } from '../fuzz/validRequests';
import { startTestApp, type TestApp } from '../support/testApp';
import { call, personWithRole, signIn, STRONG_PASSWORD } from './teamTestKit';

/**
 * Generated from the permission table and the OpenAPI document: every operation × every role gets
 * its valid request (fuzz/validRequests.ts) and must answer as the request does when the role is
 * allowed, 403 when it is not.
 */
interface DocumentOperation {
  operationId?: string;
  'x-roles'?: string[];
}

/** What ends the caller's other sessions (or this one): called with a fresh session each time. */
const ENDS_SESSIONS = new Set(['putAccountPassword', 'postAccountOtpConfirm', 'postAccountSessionsSignOutOthers', 'postUsersLogout']);
const OTHER_PASSWORD = 'quartz meadow kettle orbit 93';
const TABLE: Record<string, readonly Role[]> = OPERATION_ROLES;

describe('the permission table, operation by operation and role by role', () => {
  let t: TestApp;
  let seeds: SeededResources;
  let operations: Array<Operation & { operationId: string; documentedRoles: string[] | undefined }>;
  const people = new Map<Role, { username: string; password: string; token: string }>();

  beforeAll(async () => {
    t = await startTestApp({ requestsPerMinute: 1_000_000, loginAttemptLimit: 1_000_000 });
    seeds = await seedResources(t);
    const document = (await t.app.inject({ method: 'GET', url: '/api/v1/openapi.json', headers: t.authHeader })).json<{ paths: Record<string, Record<string, DocumentOperation>> }>();
    operations = (await readOperations(t.app, t.authHeader)).map((operation) => {
      const documented = document.paths[operation.path]?.[operation.method.toLowerCase()];
      return { ...operation, operationId: documented?.operationId ?? '', documentedRoles: documented?.['x-roles'] };
    });
    // The test administrator's own token builds the requests: the owner calling is someone else, so
    // changing their password or signing out their other sessions cannot end it.
    for (const role of ROLES) {
      const person = await personWithRole(t, role);
      people.set(role, { username: person.username, password: person.password, token: person.token });
    }
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  it('has an entry for every operation of the document, and none for an operation that does not exist', () => {
    const protectedIds = operations.filter((operation) => !operation.isPublic).map((operation) => operation.operationId);
    expect(protectedIds.filter((id) => !(id in TABLE))).toEqual([]);
    expect(Object.keys(TABLE).filter((id) => !protectedIds.includes(id))).toEqual([]);
    expect(operations.filter((operation) => operation.isPublic).map((operation) => operation.operationId).sort()).toEqual([...PUBLIC_OPERATIONS].sort());
  });

  it('lists each operation\'s roles in the OpenAPI document', () => {
    for (const operation of operations.filter((candidate) => !candidate.isPublic)) {
      expect([operation.operationId, operation.documentedRoles]).toEqual([operation.operationId, [...(TABLE[operation.operationId] ?? [])]]);
    }
  });

  /** A session of `role` that this call may end: a fresh sign-in when it would end the shared one. */
  async function tokenFor(role: Role, operationId: string): Promise<string> {
    const person = people.get(role);
    if (!person) throw new Error(`No ${role}`);
    if (!ENDS_SESSIONS.has(operationId)) return person.token;
    return (await signIn(t, person.username, person.password)).token;
  }

  /** The valid request, adapted to the person calling (their own password), and what it changes. */
  function forPerson(role: Role, operationId: string, valid: ValidRequest): ValidRequest {
    const person = people.get(role);
    if (operationId !== 'putAccountPassword' || !person) return valid;
    const next = person.password === OTHER_PASSWORD ? STRONG_PASSWORD : OTHER_PASSWORD;
    return { ...valid, body: { kind: 'jsonObject', value: { currentPassword: person.password, newPassword: next } } };
  }

  it('answers every operation for every role: the valid answer when allowed, 403 with a sentence when not', async () => {
    const answers: string[] = [];
    const expected: string[] = [];
    for (const operation of operations.filter((candidate) => !candidate.isPublic)) {
      const build = VALID_REQUESTS[`${operation.method} ${operation.path}`];
      if (!build) throw new Error(`No valid request for ${operation.method} ${operation.path}`);
      for (const role of ROLES) {
        const allowed = TABLE[operation.operationId]?.includes(role) ?? false;
        const valid = forPerson(role, operation.operationId, await build(seeds, t));
        const token = await tokenFor(role, operation.operationId);
        const { response } = await send({ ...t, authHeader: { authorization: `JWT ${token}` } }, operation, { ...valid, withToken: true });
        const line = (status: number) => `${operation.operationId} as ${role}: ${status}`;
        // A refusal is a sentence in the API's error shape: `{ message }` ending with a full stop.
        const refusal = response.statusCode === 403 ? /^\{"message":"[^"]+\."\}$/.test(response.body) : true;
        answers.push(`${line(response.statusCode)}${refusal ? '' : ' without a sentence'}`);
        expected.push(line(allowed ? valid.status : 403));
        const person = people.get(role);
        if (allowed && response.statusCode === 200 && person && operation.operationId === 'putAccountPassword') {
          person.password = (valid.body as unknown as { value: { newPassword: string } }).value.newPassword;
          person.token = response.json<{ data: { token: string } }>().data.token;
        }
        if (allowed && person && ['postAccountSessionsSignOutOthers', 'postAccountOtpConfirm'].includes(operation.operationId) && response.statusCode === 200) {
          person.token = response.json<{ data: { token: string } }>().data.token;
        }
      }
    }
    expect(answers).toEqual(expected);
    // Still signed in as everyone: the table test did not end the sessions it relies on.
    for (const role of ROLES) expect((await call(t, 'GET', '/users/me', people.get(role)?.token ?? '')).statusCode).toBe(200);
  }, 240_000);
});
