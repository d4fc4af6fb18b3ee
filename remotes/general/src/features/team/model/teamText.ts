import { ROLE_LABELS, type Role, type TeamMember } from '@nail-or-never/shared';

export const ROLE_CHOICES: ReadonlyArray<{ value: Role; label: string; hint: string }> = [
  { value: 'owner', label: ROLE_LABELS.owner, hint: 'Everything, including the team and the salon’s details.' },
  { value: 'manager', label: ROLE_LABELS.manager, hint: 'Everything but the team and other people’s account security.' },
  { value: 'reception', label: ROLE_LABELS.reception, hint: 'Bookings, clients, issuing and redeeming gift cards; reads the catalogue and staff.' },
];

/** How the Team list shows a person's sign-in state in a few words. */
export function otpText(member: TeamMember): string {
  if (member.otpEnabled) return 'On';
  return member.otpRequired ? 'Required, not set up yet' : 'Off';
}

export const memberName = (member: Pick<TeamMember, 'name' | 'username'>): string => member.name || member.username;
