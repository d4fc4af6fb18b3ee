import { OPERATION_ROLES, ROLES, type Role } from '@nail-or-never/shared/schemas';

/** The permission table as docs/security.md prints it: one row per operation, a ✓ per allowed role. */
export function permissionTableMarkdown(): string {
  const table: Record<string, readonly Role[]> = OPERATION_ROLES;
  const rows = Object.entries(table).map(([operationId, roles]) => `| \`${operationId}\` | ${ROLES.map((role) => (roles.includes(role) ? '✓' : '')).join(' | ')} |`);
  return [`| operation | ${ROLES.join(' | ')} |`, `|---|${ROLES.map(() => '---').join('|')}|`, ...rows].join('\n');
}
