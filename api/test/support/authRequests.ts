import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

/** Small wrappers so auth tests read as the calls the admin makes. */
export function postJson(app: FastifyInstance, url: string, payload: unknown, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url: `/api/v1${url}`, payload: JSON.stringify(payload), headers: { 'content-type': 'application/json', ...headers } });
}

export function getMe(app: FastifyInstance, headers: Record<string, string> = {}): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url: '/api/v1/users/me', headers });
}
