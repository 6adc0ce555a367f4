import type { RegisterInvitationOutcome } from '../api/auth-mutations';

/**
 * Where a new account lands (issue 5: `/?registered=true&project={projectId}`): the dashboard,
 * which greets it and links the joined project, or says the invitation could not be used.
 */
export function registeredDestination(invitation: RegisterInvitationOutcome | undefined): string {
  const params = new URLSearchParams({ registered: 'true' });
  if (invitation && 'projectId' in invitation) params.set('project', invitation.projectId);
  else if (invitation) params.set('invitation', 'unusable');
  return `/?${params.toString()}`;
}
