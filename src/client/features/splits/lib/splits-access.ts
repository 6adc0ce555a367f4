import type { ProjectRole } from '../../../../shared/constants';

/** What a role may do with splits (DESIGN §5): viewers never see them, only the owner writes. */
export type SplitsAccess = 'hidden' | 'read' | 'write';

export function splitsAccess(role: ProjectRole): SplitsAccess {
  if (role === 'owner') return 'write';
  return role === 'collaborator' ? 'read' : 'hidden';
}
