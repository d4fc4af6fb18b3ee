import { PERMISSION_MESSAGES, roleMayCall, type OperationId } from '../schemas/permissions';
import type { Role } from '../schemas/roles';
import { useSession } from './sessionStore';

/**
 * Whether `role` may call the operation, by the one permission table (`OPERATION_ROLES`) the API
 * enforces. A role not known yet (`/users/me` is on its way, which the shell asks first) counts as
 * allowed: the API refuses what it must anyway (403, shown as a message), and the owner, the usual
 * reader, sees no button appear late. Whole pages wait for the role instead (`useRole`).
 */
export function can(role: Role | null, operationId: OperationId): boolean {
  return role === null || roleMayCall(role, operationId);
}

/** `can` for the signed-in person; re-renders when the role arrives or changes. */
export function useCan(operationId: OperationId): boolean {
  return useSession((state) => can(state.role, operationId));
}

/** The signed-in person's role, null until `/users/me` answered. */
export const useRole = (): Role | null => useSession((state) => state.role);

/** Why a control is disabled for this role: the same sentence the API's 403 gives. */
export const NOT_ALLOWED_REASON: string = PERMISSION_MESSAGES.forbidden;
