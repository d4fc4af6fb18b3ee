import type { Role } from '@nail-or-never/shared/schemas';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../support/testApp';

/** A password zxcvbn scores 4: what people set when they change their temporary one. */
export const STRONG_PASSWORD = 'violet tram mosaic lantern 47';

export function call(t: TestApp, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: unknown): Promise<LightMyRequestResponse> {
  return t.app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `JWT ${token}`, ...(payload === undefined ? {} : { 'content-type': 'application/json' }) },
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export async function signIn(t: TestApp, username: string, password: string): Promise<{ token: string; user: { id: number; role: Role; pendingStep: string | null } }> {
  const response = await t.app.inject({ method: 'POST', url: '/api/v1/users/login', payload: { username, password } });
  if (response.statusCode !== 200) throw new Error(`Sign-in of ${username} failed (${response.statusCode}): ${response.body}`);
  return response.json<{ data: { token: string; user: { id: number; role: Role; pendingStep: string | null } } }>().data;
}

let counter = 0;

/** Adds a person as the test owner; returns their id and temporary password. */
export async function addPerson(t: TestApp, role: Role, username = `person${(counter += 1)}`): Promise<{ id: number; username: string; temporaryPassword: string }> {
  const response = await call(t, 'POST', '/team', t.token, { name: `Person ${username}`, username, role });
  if (response.statusCode !== 201) throw new Error(`Adding ${username} failed (${response.statusCode}): ${response.body}`);
  const { member, temporaryPassword } = response.json<{ data: { member: { id: number }; temporaryPassword: string } }>().data;
  return { id: member.id, username, temporaryPassword };
}

/** A person of `role` past their first sign-in: their token, ready to use. */
export async function personWithRole(t: TestApp, role: Role): Promise<{ id: number; token: string; username: string; password: string }> {
  const person = await addPerson(t, role);
  const first = await signIn(t, person.username, person.temporaryPassword);
  const changed = await call(t, 'PUT', '/account/password', first.token, { currentPassword: person.temporaryPassword, newPassword: STRONG_PASSWORD });
  if (changed.statusCode !== 200) throw new Error(`Password change failed (${changed.statusCode}): ${changed.body}`);
  return { id: person.id, token: changed.json<{ data: { token: string } }>().data.token, username: person.username, password: STRONG_PASSWORD };
}
