import { z } from 'zod';
import { cappedString } from './capped-text';
import { SPLIT_TYPES } from './split-types';

/*
 * Split agreements (issue 26 item 5, decision 027): the owner sends one split type for
 * confirmation, every party answers their own share through an e-mailed single-use link.
 */

/** How long a party's link works. */
export const SPLIT_CONFIRMATION_TTL_DAYS = 30;
/** A party's note with a decline (or a confirm). */
export const SPLIT_CONFIRMATION_NOTE_MAX = 1000;

export const SPLIT_PARTY_STATES = ['pending', 'confirmed', 'declined'] as const;
export type SplitPartyState = (typeof SPLIT_PARTY_STATES)[number];

/**
 * A type's agreement: `none` (never sent, or reset by a change), `pending` (sent, someone has
 * not answered), `declined` (someone declined), `confirmed` (every party confirmed: locked).
 */
export const SPLIT_AGREEMENT_STATES = ['none', 'pending', 'declined', 'confirmed'] as const;
export type SplitAgreementState = (typeof SPLIT_AGREEMENT_STATES)[number];

export const splitPartyConfirmationSchema = z.object({
  splitId: z.uuid(),
  state: z.enum(SPLIT_PARTY_STATES),
  sentAt: z.string(),
  /** When the party confirmed or declined; null while pending. */
  answeredAt: z.string().nullable(),
  /** The party's note (members who may see splits read it; the public page shows only one's own). */
  note: z.string().nullable(),
  /**
   * The e-mail with the party's current link was given up after its retries (decision 034):
   * the owner resends it. False while pending delivery, once delivered, and once answered.
   */
  emailFailed: z.boolean(),
});
export type SplitPartyConfirmation = z.infer<typeof splitPartyConfirmationSchema>;

/** One type's confirmation state, as the splits answer carries it ("2/3 confirmed"). */
export const splitConfirmationSchema = z.object({
  state: z.enum(SPLIT_AGREEMENT_STATES),
  total: z.number().int(),
  confirmed: z.number().int(),
  declined: z.number().int(),
  pending: z.number().int(),
  /** A fully confirmed type refuses changes (409 `splits.locked`) until the owner reopens it. */
  locked: z.boolean(),
  parties: z.array(splitPartyConfirmationSchema),
});
export type SplitConfirmation = z.infer<typeof splitConfirmationSchema>;

export const splitConfirmationsByTypeSchema = z.object({
  master: splitConfirmationSchema,
  publishing: splitConfirmationSchema,
  performance: splitConfirmationSchema,
});
export type SplitConfirmationsByType = z.infer<typeof splitConfirmationsByTypeSchema>;

/** A link the owner carries by hand: a demo studio, no SMTP server, or a failed e-mail. */
export const splitLinkSchema = z.object({
  splitId: z.uuid(),
  name: z.string(),
  email: z.string(),
  emailSent: z.boolean(),
  /** Present only when the e-mail did not reach an SMTP server. */
  link: z.string().optional(),
});

/** POST …/splits/{type}/confirmations and …/confirmations/{splitId}/resend */
export const splitSendResultSchema = z.object({
  splitType: z.enum(SPLIT_TYPES),
  message: z.string(),
  confirmation: splitConfirmationSchema,
  parties: z.array(splitLinkSchema),
});
export type SplitSendResult = z.infer<typeof splitSendResultSchema>;

export const splitTypeParamsSchema = z.object({
  id: z.uuid('Project not found'),
  type: z.enum(SPLIT_TYPES, {
    error: 'Unknown split type: choose master, publishing or performance',
  }),
});
export const splitPartyParamsSchema = splitTypeParamsSchema.extend({
  splitId: z.uuid('Split not found'),
});

export const SPLIT_LINK_INVALID = 'This confirmation link is invalid, used or expired';

/** A token is 43 base64url characters; anything far longer is no token of ours. */
export const splitTokenParamsSchema = z.object({
  token: cappedString(200, SPLIT_LINK_INVALID).regex(/^[A-Za-z0-9_-]+$/, SPLIT_LINK_INVALID),
});

/** POST /api/split-confirmations/{token} */
export const splitAnswerSchema = z.object({
  decision: z.enum(['confirm', 'decline'], { error: 'Choose confirm or decline' }),
  note: cappedString(
    SPLIT_CONFIRMATION_NOTE_MAX,
    `Notes are ${SPLIT_CONFIRMATION_NOTE_MAX} characters at most`,
  )
    .trim()
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type SplitAnswerInput = z.input<typeof splitAnswerSchema>;

/** GET /api/split-confirmations/{token}: the whole sheet, names and shares, no e-mails. */
export const publicSplitSheetSchema = z.object({
  projectTitle: z.string(),
  ownerName: z.string(),
  splitType: z.enum(SPLIT_TYPES),
  /** The party this link belongs to. */
  splitId: z.uuid(),
  parties: z.array(
    z.object({
      splitId: z.uuid(),
      name: z.string(),
      percentage: z.number(),
      description: z.string().nullable(),
      state: z.enum(SPLIT_PARTY_STATES),
      answeredAt: z.string().nullable(),
    }),
  ),
  confirmed: z.number().int(),
  total: z.number().int(),
  /** The link's own state: pending until answered (the link then stops working). */
  state: z.enum(SPLIT_PARTY_STATES),
  expiresAt: z.string(),
});
export type PublicSplitSheet = z.infer<typeof publicSplitSheetSchema>;
