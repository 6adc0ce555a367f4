import { can } from '../../../../shared/permissions';
import type { Collaboration } from '../../../../shared/schemas/collaborations';

/** What a member is called in lists: artist name, else first name, else the invited address. */
export function memberName(collaboration: Pick<Collaboration, 'user' | 'inviteEmail'>): string {
  const user = collaboration.user;
  return user?.artistName?.trim() || user?.firstName.trim() || collaboration.inviteEmail;
}

/** The one-letter avatar of a person or an address. */
export function initialOf(name: string): string {
  return (name.trim()[0] ?? '?').toUpperCase();
}

/** Part 2 §6 "Active collaborator chips": what the member's role lets them do. */
export type PermissionChip =
  'editAudio' | 'editLyrics' | 'viewCredits' | 'viewAudio' | 'viewLyrics';

export function permissionChips(role: Collaboration['role']): PermissionChip[] {
  return can(role, 'audio.edit')
    ? ['editAudio', 'editLyrics', 'viewCredits']
    : ['viewAudio', 'viewLyrics'];
}
