import { INVITE_EMAIL_PATTERN } from '../../../../shared/schemas/collaborations';

/** The invite form's e-mail as the inline hint reads it (part 2 §5). */
export type InviteEmailState = 'empty' | 'invalid' | 'valid';

/** Empty until typed; then valid only when it matches the spec's simple address pattern. */
export function inviteEmailState(email: string): InviteEmailState {
  const trimmed = email.trim();
  if (!trimmed) return 'empty';
  return INVITE_EMAIL_PATTERN.test(trimmed) ? 'valid' : 'invalid';
}
