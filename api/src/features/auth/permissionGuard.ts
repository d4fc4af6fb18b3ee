import { GIFT_CARD_ACTION_ROLES, OPERATION_ROLES, PERMISSION_MESSAGES, type GiftCardAction, type PendingStep, type Role } from '@nail-or-never/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../../http/httpErrors';
import { touchSession } from './userSessions';

const TABLE: Readonly<Record<string, readonly Role[]>> = OPERATION_ROLES;

/** What a person with a pending step may still call: enough to finish the step and to leave. */
const ALLOWED_WHILE_PENDING: Record<PendingStep, ReadonlySet<string>> = {
  changePassword: new Set(['getUsersMe', 'postUsersLogout', 'putAccountPassword']),
  enrolOtp: new Set(['getUsersMe', 'postUsersLogout', 'putAccountPassword', 'postAccountOtp', 'postAccountOtpConfirm']),
};
const PENDING_MESSAGES: Record<PendingStep, string> = {
  changePassword: PERMISSION_MESSAGES.passwordChangeFirst,
  enrolOtp: PERMISSION_MESSAGES.otpSetupFirst,
};

export const forbidden = (message: string = PERMISSION_MESSAGES.forbidden) => new HttpError(403, message);

/** Thrown at start-up: a protected route nobody put in the table would otherwise be open to all or none. */
export class MissingPermission extends Error {
  override name = 'MissingPermission';
}

/** The table's key for a route: Fastify's automatic HEAD twin of a GET answers like the GET. */
function operationIdOf(schema: unknown): string | undefined {
  const id = (schema as { operationId?: unknown } | undefined)?.operationId;
  if (typeof id !== 'string') return undefined;
  return id.startsWith('head') ? `get${id.slice('head'.length)}` : id;
}

function rolesLine(roles: readonly Role[]): string {
  return `Roles: ${roles.join(', ')}.`;
}

async function checkRole(request: FastifyRequest): Promise<void> {
  const operationId = operationIdOf(request.routeOptions.schema);
  // Start-up refused every route without an entry; an unnamed one here is refused, never let through.
  const roles = operationId === undefined ? undefined : TABLE[operationId];
  if (!roles || !roles.includes(request.user.role)) throw forbidden();
  const step = request.user.pendingStep;
  if (step !== null && operationId !== undefined && !ALLOWED_WHILE_PENDING[step].has(operationId)) throw forbidden(PENDING_MESSAGES[step]);
}

/** A gift-card action is one operation whose allowed roles depend on the action's type. */
async function checkGiftCardAction(request: FastifyRequest): Promise<void> {
  if (operationIdOf(request.routeOptions.schema) !== 'postGiftCardsByIdTransactions') return;
  const type = (request.body as { type?: GiftCardAction } | undefined)?.type;
  if (type !== undefined && !GIFT_CARD_ACTION_ROLES[type].includes(request.user.role)) throw forbidden(PERMISSION_MESSAGES.giftCardAction);
}

/**
 * Enforces the permission table (shared/src/schemas/permissions.ts) on every route of the protected
 * scope it is called in, once: after `authenticate`, before validation, so a forbidden call is a
 * 403 with a sentence (never 401, which would sign the person out) whatever its body. Also writes
 * each operation's roles into the OpenAPI document (`x-roles` and the description).
 */
export function guardPermissions(scope: FastifyInstance): void {
  scope.addHook('onRoute', (route) => {
    if (!route.schema || route.schema.hide === true) return;
    const operationId = operationIdOf(route.schema);
    const roles = operationId === undefined ? undefined : TABLE[operationId];
    if (!roles) throw new MissingPermission(`${String(route.method)} ${route.url} (${operationId ?? 'no operationId'}) has no entry in OPERATION_ROLES (shared/src/schemas/permissions.ts).`);
    const description = typeof route.schema.description === 'string' ? `${route.schema.description}\n\n${rolesLine(roles)}` : rolesLine(roles);
    route.schema = { ...route.schema, description, 'x-roles': [...roles] } as typeof route.schema;
  });
  scope.addHook('onRequest', checkRole);
  scope.addHook('preHandler', checkGiftCardAction);
  // "Last seen" moves only with an answered request: a refused one changes nothing, not even this.
  scope.addHook('onSend', async (request, reply) => {
    if (reply.statusCode < 400 && request.user !== undefined) await touchSession(scope.db, request.user.tokenId);
  });
}
