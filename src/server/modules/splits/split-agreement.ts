import { createHash } from 'node:crypto';
import type { SplitConfirmation } from '../../../shared/schemas/split-confirmations.js';
import type { SplitType } from '../../../shared/schemas/splits.js';
import type { SplitConfirmationRow } from './split-confirmations.repository.js';
import type { SplitRow } from './splits.repository.js';

/**
 * One type's agreement from its splits and their answer rows. Rows exist only for a sent type
 * (a change deletes them), so "every split has a confirmed row" is "everyone agreed: locked".
 */
export function agreementOf(
  splitsOfType: readonly Pick<SplitRow, 'id'>[],
  rows: readonly SplitConfirmationRow[],
): SplitConfirmation {
  const ids = new Set(splitsOfType.map((split) => split.id));
  const mine = rows.filter((row) => ids.has(row.splitId));
  const count = (status: SplitConfirmationRow['status']) =>
    mine.filter((row) => row.status === status).length;
  const confirmed = count('confirmed');
  const declined = count('declined');
  const total = splitsOfType.length;
  const sent = mine.length > 0;
  const locked = sent && total > 0 && confirmed === total;
  return {
    state: !sent ? 'none' : locked ? 'confirmed' : declined > 0 ? 'declined' : 'pending',
    total,
    confirmed,
    declined,
    pending: sent ? total - confirmed - declined : 0,
    locked,
    parties: mine.map((row) => ({
      splitId: row.splitId,
      state: row.status,
      sentAt: row.sentAt.toISOString(),
      answeredAt: row.answeredAt?.toISOString() ?? null,
      note: row.note,
      emailFailed: row.status === 'pending' && row.emailFailedAt !== null,
    })),
  };
}

/** What the audit hash covers: the sheet as agreed (decision 027). E-mails stay out. */
export interface AgreedSheet {
  project: { id: string; title: string };
  splitType: SplitType;
  parties: {
    splitId: string;
    name: string;
    description: string | null;
    basisPoints: number;
    confirmedAt: string | null;
  }[];
}

/**
 * Canonical JSON (decision 027): object keys sorted by UTF-16 code units at every level, no
 * whitespace, strings NFC-normalised and escaped as JSON.stringify does, integers only (shares
 * in basis points), parties sorted by split id. For these values it equals RFC 8785 (JCS).
 */
export function canonicalJson(value: unknown): string {
  if (value === null || typeof value === 'number' || typeof value === 'boolean') {
    return JSON.stringify(value);
  }
  if (typeof value === 'string') return JSON.stringify(value.normalize('NFC'));
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  throw new TypeError(`No canonical JSON for ${typeof value}`);
}

/** The sheet in its canonical form, parties in split-id order. */
export function canonicalSheet(sheet: AgreedSheet): string {
  const parties = [...sheet.parties].sort((a, b) =>
    a.splitId < b.splitId ? -1 : a.splitId > b.splitId ? 1 : 0,
  );
  return canonicalJson({ version: 1, ...sheet, parties });
}

/** SHA-256 (hex) of the canonical JSON's UTF-8 bytes: the audit hash printed on the PDF. */
export const auditHashOf = (sheet: AgreedSheet): string =>
  createHash('sha256').update(canonicalSheet(sheet), 'utf8').digest('hex');
