import type { Language } from '../../../../shared/constants';
import {
  createShareLinkSchema,
  SHARE_EXPIRY_MAX_DAYS,
  type CreateShareLink,
} from '../../../../shared/schemas/share-links';
import type { ShareTarget } from '../../../lib/share-request';

export type { ShareTarget };

/** The version choice of a song link: one version's audio id, or always the latest. */
export const FOLLOW_LATEST = 'latest';

/** The dialog's fields as typed (text as the inputs hold it). */
export interface ShareForm {
  recipientName: string;
  recipientEmail: string;
  recipientLanguage: Language | '';
  /** A date input's value, YYYY-MM-DD, or '' for never. */
  expiresOn: string;
  password: string;
  allowDownload: boolean;
  allowComments: boolean;
  /** For a song: an audio id, or FOLLOW_LATEST. */
  version: string;
}

export const emptyShareForm = (target: ShareTarget): ShareForm => ({
  recipientName: '',
  recipientEmail: '',
  recipientLanguage: '',
  expiresOn: '',
  password: '',
  allowDownload: false,
  allowComments: true,
  version: target.id,
});

/** YYYY-MM-DD of a local day. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** The days a link may expire on: from tomorrow to SHARE_EXPIRY_MAX_DAYS ahead (the server's cap). */
export function expiryBounds(now: Date): { min: string; max: string } {
  const min = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1);
  const max = new Date(
    now.getFullYear(),
    now.getMonth(),
    now.getDate() + SHARE_EXPIRY_MAX_DAYS - 1,
  );
  return { min: dayOf(min), max: dayOf(max) };
}

/** A link expiring "on" a day works through that whole day in the sender's time: its end. */
export function expiryInstant(day: string): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const end = new Date(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59);
  return Number.isNaN(end.getTime()) ? null : end.toISOString();
}

/**
 * The request for the form, checked with the route's own schema: the payload, or the first
 * problem of each field (by the schema's path: recipientName, recipientEmail, expiresAt,
 * password).
 */
export function shareLinkRequest(
  target: ShareTarget,
  form: ShareForm,
): { ok: true; payload: CreateShareLink } | { ok: false; errors: Record<string, string> } {
  const followLatest = target.type === 'audio' && form.version === FOLLOW_LATEST;
  const id = target.type === 'audio' && !followLatest ? form.version : target.id;
  const email = form.recipientEmail.trim();
  const candidate = {
    target: { type: target.type, id, ...(target.type === 'audio' && { followLatest }) },
    recipientName: form.recipientName,
    ...(email && { recipientEmail: email }),
    ...(form.recipientLanguage && { recipientLanguage: form.recipientLanguage }),
    expiresAt: form.expiresOn ? (expiryInstant(form.expiresOn) ?? 'invalid') : null,
    ...(form.password && { password: form.password }),
    allowDownload: form.allowDownload,
    allowComments: form.allowComments,
  };
  const parsed = createShareLinkSchema.safeParse(candidate);
  if (parsed.success) return { ok: true, payload: parsed.data };
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? 'form');
    errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** "v3" for the newest of three versions: the lists come newest first. */
export function versionLabel(index: number, count: number): string {
  return `v${count - index}`;
}
