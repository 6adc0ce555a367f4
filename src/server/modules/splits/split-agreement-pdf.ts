import type { SplitConfirmation } from '../../../shared/schemas/split-confirmations.js';
import { formatBasisPoints, type SplitType } from '../../../shared/schemas/splits.js';
import { renderTextPdf, type PdfBlock } from '../../pdf/index.js';
import { auditHashOf, type AgreedSheet } from './split-agreement.js';
import type { SplitRow } from './splits.repository.js';

const TYPE_TITLES: Record<SplitType, string> = {
  master: 'Master recording',
  publishing: 'Publishing',
  performance: 'Performance rights',
};

/** "28 Nov 2026, 18:04:09 UTC": every time on the sheet is UTC, to the second. */
const stamp = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 19)} UTC`;

/** How to check the hash, printed under it (decision 027 says the same at length). */
export const RECOMPUTE_TEXT = [
  'The audit hash is the SHA-256 (hex) of the UTF-8 bytes of this canonical JSON of the sheet:',
  '{"parties":[{"basisPoints":…,"confirmedAt":…,',
  '"description":…,"name":…,"splitId":…},…],',
  '"project":{"id":…,"title":…},"splitType":…,"version":1}',
  'Keys sorted at every level, no spaces, parties in split-id order, shares in basis points',
  '(1 % = 100), times as ISO 8601 UTC with milliseconds, text NFC (RFC 8785 for these values).',
  'Trackroom decision record 027 (docs/decisions/027-split-agreements.md) describes it in full.',
];

export interface SplitAgreementPdf {
  sheet: AgreedSheet;
  confirmation: SplitConfirmation;
  generatedAt: Date;
}

/** The split sheet as a PDF: parties, shares, each confirmation time, and the audit hash. */
export async function renderSplitAgreementPdf(input: SplitAgreementPdf): Promise<Uint8Array> {
  const { sheet, confirmation } = input;
  const title = `${TYPE_TITLES[sheet.splitType]} split sheet`;
  const stateOf = new Map(confirmation.parties.map((party) => [party.splitId, party]));
  const status = confirmation.locked
    ? `Confirmed by every party (${confirmation.confirmed}/${confirmation.total})`
    : `${confirmation.confirmed}/${confirmation.total} confirmed`;
  const blocks: PdfBlock[] = [
    { kind: 'title', text: title },
    { kind: 'subtitle', text: `Song: ${sheet.project.title}` },
    { kind: 'subtitle', text: `Status: ${status}` },
    { kind: 'subtitle', text: `Generated ${stamp(input.generatedAt.toISOString())}` },
    { kind: 'heading', text: 'Parties' },
  ];
  for (const party of sheet.parties) {
    const answer = stateOf.get(party.splitId);
    const state =
      answer?.state === 'confirmed' && answer.answeredAt
        ? `Confirmed ${stamp(answer.answeredAt)}`
        : answer?.state === 'declined'
          ? 'Declined'
          : answer
            ? 'Not confirmed yet'
            : 'Not sent';
    blocks.push({ kind: 'line', text: `${party.name}: ${formatBasisPoints(party.basisPoints)}%` });
    if (party.description) blocks.push({ kind: 'subtitle', text: party.description });
    blocks.push({ kind: 'subtitle', text: state }, { kind: 'gap' });
  }
  const total = sheet.parties.reduce((sum, party) => sum + party.basisPoints, 0);
  blocks.push(
    { kind: 'line', text: `Total: ${formatBasisPoints(total)}%` },
    { kind: 'heading', text: 'Audit hash (SHA-256)' },
    { kind: 'subtitle', text: auditHashOf(sheet) },
    { kind: 'gap' },
    ...RECOMPUTE_TEXT.map((text): PdfBlock => ({ kind: 'subtitle', text })),
  );
  return renderTextPdf({ title: `${title}: ${sheet.project.title}`, blocks });
}

/** The sheet the hash covers, from the type's splits and their answers. */
export function agreedSheetOf(
  project: { id: string; title: string },
  splitType: SplitType,
  rows: readonly SplitRow[],
  confirmation: SplitConfirmation,
): AgreedSheet {
  const answers = new Map(confirmation.parties.map((party) => [party.splitId, party]));
  return {
    project,
    splitType,
    parties: rows.map((row) => {
      const answer = answers.get(row.id);
      return {
        splitId: row.id,
        name: row.name,
        description: row.description,
        basisPoints: row.basisPoints,
        confirmedAt: answer?.state === 'confirmed' ? answer.answeredAt : null,
      };
    }),
  };
}

/** "night-drive-master-split-sheet.pdf": a file name from the title, ASCII only. */
function fileNameOf(title: string, splitType: SplitType): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[^\w\s-]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '-')
    .slice(0, 60);
  return `${slug || 'song'}-${splitType}-split-sheet.pdf`;
}

/** The PDF, its audit hash and a file name for it. */
export async function splitAgreementPdf(
  sheet: AgreedSheet,
  confirmation: SplitConfirmation,
  generatedAt: Date,
) {
  const bytes = await renderSplitAgreementPdf({ sheet, confirmation, generatedAt });
  return {
    bytes,
    hash: auditHashOf(sheet),
    filename: fileNameOf(sheet.project.title, sheet.splitType),
  };
}
