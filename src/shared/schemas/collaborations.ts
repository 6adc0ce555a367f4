import { z } from 'zod';
import { cappedString } from './capped-text';
import { PROJECT_ROLES } from '../constants';
import { pageQuerySchema } from './pagination';

/** Roles an invitation can give; the owner is whoever created the project (DESIGN §5). */
export const INVITED_ROLES = ['viewer', 'collaborator'] as const;
export type InvitedRole = (typeof INVITED_ROLES)[number];
export const DEFAULT_INVITED_ROLE: InvitedRole = 'collaborator';

/** Invitation links stay valid this long; resending starts the period again. */
export const INVITATION_TTL_DAYS = 14;

/** The spec's simple address pattern (part 2 §5) and its message, titled "Invalid Email". */
export const INVITE_EMAIL_PATTERN = /^[^\s@]+@[^\s@][^\s@.]*\.[^\s@]+$/;
export const INVITE_EMAIL_EXAMPLE = 'name@example.com';
export const INVALID_INVITE_EMAIL = `Please enter a valid email address (e.g., ${INVITE_EMAIL_EXAMPLE}).`;

export const COLLABORATION_NOT_FOUND = 'Invitation or collaborator not found';
export const INVITATION_INVALID = 'This invitation link is invalid or has expired';
export const OWNER_CANNOT_LEAVE = 'The owner cannot leave the project';
/**
 * Refusal of a link opened by another account (decision 021): a forwarded link must not make
 * its new holder a member. Said only to someone holding the link, which names the e-mail anyway.
 */
export const invitationForOtherAccount = (email: string) =>
  `This invitation is for ${email}: sign in or register with that e-mail to accept it`;

const inviteEmailField = cappedString(254, INVALID_INVITE_EMAIL, INVALID_INVITE_EMAIL)
  .trim()
  .toLowerCase()
  .regex(INVITE_EMAIL_PATTERN, INVALID_INVITE_EMAIL);

const invitedRoleField = z.enum(INVITED_ROLES, { error: 'Role must be viewer or collaborator' });

/** POST /api/projects/{id}/invite */
export const inviteSchema = z.object({
  email: inviteEmailField,
  role: invitedRoleField.default(DEFAULT_INVITED_ROLE),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** PATCH /api/collaborations/{id} — the owner changes a member's role. */
export const changeRoleSchema = z.object({ role: invitedRoleField });
export type ChangeRoleInput = z.input<typeof changeRoleSchema>;

/** POST /api/collaborations/{id}/accept and /decline: the e-mailed token, when there is one. */
export const invitationAnswerSchema = z.object({
  token: cappedString(200, INVITATION_INVALID).trim().min(1).optional(),
});

/** GET /api/invitations/{token}: what the accept page shows before signing in. */
export const invitationPreviewSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  inviterName: z.string(),
  inviteEmail: z.string(),
  role: z.enum(INVITED_ROLES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const collaborationIdParamsSchema = z.object({ id: z.uuid(COLLABORATION_NOT_FOUND) });

export const COLLABORATION_STATUSES = ['pending', 'accepted'] as const;
export type CollaborationStatus = (typeof COLLABORATION_STATUSES)[number];

/**
 * GET /api/projects/{id}/collaborations: the page contract (DESIGN §3), optionally one status
 * (the tab pages its members and its pending invitations apart); without `limit`, every row.
 */
export const collaborationsQuerySchema = pageQuerySchema.extend({
  status: z.enum(COLLABORATION_STATUSES, { error: 'status is pending or accepted' }).optional(),
});
export type CollaborationsQuery = z.input<typeof collaborationsQuerySchema>;

/** Rows a page of the Collaborators tab's lists and of the invitations page. */
export const COLLABORATIONS_PAGE_SIZE = 50;

/** GET /api/collaborations/invitations: pages of the invitations waiting for the caller. */
export const receivedInvitationsQuerySchema = pageQuerySchema;

/** A collaboration as the API returns it (part 2 §3 "Collaboration"). */
export const collaborationSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  projectTitle: z.string(),
  status: z.enum(['pending', 'accepted']),
  /** The member's profile id; null while the invitation is pending. */
  userId: z.uuid().nullable(),
  inviteEmail: z.string(),
  role: z.enum(PROJECT_ROLES),
  createdAt: z.string(),
  acceptedAt: z.string().nullable(),
  /**
   * The invitation e-mail was given up after its retries (the SMTP server kept refusing it):
   * the owner copies the link and sends it another way, or resends. False once delivered.
   */
  emailFailed: z.boolean(),
  /** Who sent the invitation (artist name, else full name); null once that profile is gone. */
  inviterName: z.string().nullable(),
  user: z
    .object({ firstName: z.string(), artistName: z.string().nullable(), email: z.string() })
    .nullable(),
});
export type Collaboration = z.infer<typeof collaborationSchema>;

/** The invite answer (part 2 §7): whether the e-mail went out, and what to tell the owner. */
export const inviteResultSchema = z.object({
  /** The e-mail went out, or is on its way (`emailQueued`): someone has it in hand. */
  emailSent: z.boolean(),
  /**
   * The e-mail is in the job queue, sent with retries (decision 034); if it is given up, the
   * pending invitation says so (`emailFailed`). Absent from servers before the queue.
   */
  emailQueued: z.boolean().optional(),
  message: z.string(),
  /**
   * The invitation link, shown once, for the owner to copy and send themselves (issue 26
   * item 4): needed whenever no SMTP server took the e-mail (a demo studio, a server without
   * SMTP, a failed send, e-mail turned off by the invited person), offered always. Only the
   * invited e-mail can accept it (decision 021).
   */
  inviteLink: z.string(),
  collaboration: collaborationSchema,
});
/** What a pending invitation's "Copy invite link" answers: a fresh link, the old one ended. */
export const inviteLinkResultSchema = z.object({ inviteLink: z.string(), message: z.string() });
export type InviteLinkResult = z.infer<typeof inviteLinkResultSchema>;
export const INVITE_LINK_REPLACED =
  'A new invitation link: the previous link, and the one in any e-mail sent before, no longer work.';
/** What a demo studio's owner is told instead of an e-mail going out. */
export const DEMO_INVITE_MESSAGE =
  'Demo studios send no e-mail: copy the invitation link and share it yourself.';
export type InviteResult = z.infer<typeof inviteResultSchema>;
