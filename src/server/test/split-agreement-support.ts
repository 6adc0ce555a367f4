import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { splits } from '../db/schema/index.js';
import { decodedMail, type CapturedMail } from './mail-capture.js';

/** The split confirmation token in a raw message's link (…/splits/confirm/{token}). */
export function splitTokenIn(raw: string): string {
  const match = /\/splits\/confirm\/([A-Za-z0-9_-]{20,})/.exec(decodedMail(raw));
  if (!match) throw new Error('No split confirmation link in the message');
  return match[1]!;
}

/** The messages sent to `email`, oldest first. */
export const mailsTo = (messages: readonly CapturedMail[], email: string) =>
  messages.filter((mail) => mail.to.includes(email));

/** The subject of a raw message, with RFC 2047 encoded words decoded (UTF-8, B or Q). */
export function subjectOf(raw: string): string {
  const header = /^Subject: (.*(?:\r?\n[ \t].*)*)/m.exec(raw)?.[1] ?? '';
  return header
    .replace(/\r?\n[ \t]/g, ' ')
    .replace(/=\?utf-8\?([BQ])\?([^?]*)\?=\s*/gi, (_, kind: string, text: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(text, 'base64').toString('utf8')
        : Buffer.from(
            text
              .replace(/_/g, ' ')
              .replace(/=([0-9A-F]{2})/gi, (__, h: string) => String.fromCharCode(parseInt(h, 16))),
            'latin1',
          ).toString('utf8'),
    )
    .trim();
}

/** The bytes of the PDF attached to a raw message (base64 part), or null. */
export function pdfAttachmentIn(raw: string): Uint8Array | null {
  const part = /Content-Type: application\/pdf[\s\S]*?\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(raw);
  if (!part) return null;
  return new Uint8Array(Buffer.from(part[1]!.replace(/\s+/g, ''), 'base64'));
}

export interface PartyInput {
  name: string;
  email: string | null;
  percentage: number;
  description?: string;
}

/**
 * The creation time addParties gives each party, one second after the last: a sheet lists its
 * parties oldest first, and two writes can share a tick of PGlite's clock (a tie is ordered by
 * random id), also across two calls.
 */
let lastPartyTime = Date.now() - 3_600_000;

/** Adds the parties as splits of `type` through the API; returns their ids in order. */
export async function addParties(
  app: FastifyInstance,
  cookie: string,
  projectId: string,
  parties: readonly PartyInput[],
  type = 'master',
): Promise<string[]> {
  const ids: string[] = [];
  for (const party of parties) {
    const res = await app.inject({
      method: 'POST',
      url: `/api/projects/${projectId}/splits`,
      headers: { cookie },
      payload: { ...party, splitType: type },
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json<{ id: string }>().id;
    lastPartyTime += 1000;
    await app.deps.db
      .update(splits)
      .set({ createdAt: new Date(lastPartyTime) })
      .where(eq(splits.id, id));
    ids.push(id);
  }
  return ids;
}

/**
 * The audit hash computed here, independently of the server's code, as decision 027 describes:
 * keys sorted, no whitespace, parties by split id, shares in basis points.
 */
export function recomputeAuditHash(sheet: {
  projectId: string;
  projectTitle: string;
  splitType: string;
  parties: {
    splitId: string;
    name: string;
    description: string | null;
    percentage: number;
    confirmedAt: string | null;
  }[];
}): string {
  const parties = [...sheet.parties]
    .sort((a, b) => (a.splitId < b.splitId ? -1 : 1))
    .map(
      (p) =>
        `{"basisPoints":${Math.round(p.percentage * 100)},"confirmedAt":${JSON.stringify(
          p.confirmedAt,
        )},"description":${JSON.stringify(p.description)},"name":${JSON.stringify(
          p.name,
        )},"splitId":${JSON.stringify(p.splitId)}}`,
    );
  const json =
    `{"parties":[${parties.join(',')}],"project":{"id":${JSON.stringify(sheet.projectId)},` +
    `"title":${JSON.stringify(sheet.projectTitle)}},"splitType":${JSON.stringify(sheet.splitType)},"version":1}`;
  return createHash('sha256').update(json, 'utf8').digest('hex');
}
