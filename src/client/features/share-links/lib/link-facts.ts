import type { ShareLinkSummary } from '../../../../shared/schemas/share-links';

/** The limits a link was made with, as the list names them (in this order). */
export type LinkFlag = 'password' | 'download' | 'comments';

export function linkFlags(
  link: Pick<ShareLinkSummary, 'hasPassword' | 'allowDownload' | 'allowComments'>,
) {
  return {
    password: link.hasPassword,
    download: link.allowDownload,
    comments: link.allowComments,
  } satisfies Record<LinkFlag, boolean>;
}

/** What a song link plays: its pinned version ("v2"), or always the latest; null for others. */
export function versionOf(
  target: ShareLinkSummary['target'],
): { kind: 'version'; label: string } | { kind: 'latest' } | null {
  if (target.type !== 'audio') return null;
  if (target.followLatest || !target.versionLabel) return { kind: 'latest' };
  return { kind: 'version', label: target.versionLabel };
}

/** A day as the person's language writes it ("5 Mar 2027", "5. März 2027"). */
export function formatDay(iso: string, language: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium' }).format(date);
}

/** m:ss of a position in a song (a heard stretch, a listen's length). */
export function formatSeconds(seconds: number): string {
  const whole = Math.max(0, Math.round(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
