/**
 * Who may do what (issue 26): `owner` everything, `manager` everything but the team and other
 * people's account security, `reception` the front desk (bookings, clients, issuing and redeeming
 * gift cards, reading the catalogue and staff). Plain values: the main entry exports them without zod.
 */
export const ROLES = ['owner', 'manager', 'reception'] as const;
export type Role = (typeof ROLES)[number];

export const ROLE_LABELS: Record<Role, string> = { owner: 'Owner', manager: 'Manager', reception: 'Reception' };
