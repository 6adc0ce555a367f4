import { z } from 'zod';
import { csvCell } from '../csv';
import { capped, cappedString, tooLongMessage } from './capped-text';
import { pageQuerySchema } from './pagination';
import { partialUpdateSchema } from './partial-update';

/** Roles offered in the project page's Credits tab (part 2 §3 "Credit"). */
export const PROJECT_TAB_CREDIT_ROLES = [
  'artist',
  'songwriter',
  'composer',
  'producer',
  'performer',
  'vocalist',
  'musician',
  'mixer',
  'engineer',
  'arranger',
  'lyricist',
  'featured',
] as const;

/** The wider predefined list shown elsewhere; custom roles are allowed besides both lists. */
export const PREDEFINED_CREDIT_ROLES = [
  'mastering engineer',
  'featured artist',
  'background vocalist',
  'session musician',
  'executive producer',
  'creative director',
  'sound designer',
] as const;

export const CREDIT_MISSING_INFO = 'Please provide at least a name and one role.';
export const MAX_CREDIT_ROLES = 10;
export const MAX_CREDIT_ROLE_LENGTH = 60;
export const MAX_CREDIT_SOCIAL_LENGTH = 200;
/** How roles are joined in the stored `role` text (spec: "several roles joined with ', '"). */
export const CREDIT_ROLE_SEPARATOR = ', ';

/** The roles in a stored `role` text (or a list), trimmed, blanks dropped, duplicates removed. */
export function splitCreditRoles(role: string | readonly string[]): string[] {
  const parts = typeof role === 'string' ? role.split(',') : role.flatMap((r) => r.split(','));
  const seen = new Set<string>();
  const roles: string[] = [];
  for (const part of parts) {
    const trimmed = part.trim().replace(/\s+/g, ' ');
    const key = trimmed.toLowerCase();
    if (!trimmed || seen.has(key)) continue;
    seen.add(key);
    roles.push(trimmed);
  }
  return roles;
}

/** One roles text ("producer, mixer"): every role at its longest, with separators. */
const ROLES_TEXT_MAX = MAX_CREDIT_ROLES * (MAX_CREDIT_ROLE_LENGTH + 2);
const ROLES_TEXT_TOO_LONG = tooLongMessage('Roles', ROLES_TEXT_MAX);
/** Entries of a roles list before blanks and duplicates are dropped. */
const ROLE_ENTRIES_MAX = MAX_CREDIT_ROLES * 3;

// Roles come as one comma text or a list; the text and each entry are capped before a split.
const roleField = capped(
  ROLES_TEXT_MAX,
  ROLES_TEXT_TOO_LONG,
  z.preprocess(
    (value) => (typeof value === 'string' ? [value] : value),
    z
      .array(cappedString(ROLES_TEXT_MAX, ROLES_TEXT_TOO_LONG, CREDIT_MISSING_INFO), {
        error: CREDIT_MISSING_INFO,
      })
      .max(ROLE_ENTRIES_MAX, { message: `At most ${MAX_CREDIT_ROLES} roles`, abort: true }),
  ),
)
  .transform(splitCreditRoles)
  .refine((roles) => roles.length > 0, CREDIT_MISSING_INFO)
  .refine((roles) => roles.length <= MAX_CREDIT_ROLES, `At most ${MAX_CREDIT_ROLES} roles`)
  .refine(
    (roles) => roles.every((r) => r.length <= MAX_CREDIT_ROLE_LENGTH),
    `A role is at most ${MAX_CREDIT_ROLE_LENGTH} characters`,
  )
  .transform((roles) => roles.join(CREDIT_ROLE_SEPARATOR));

const nameField = cappedString(
  200,
  'Name is too long (200 characters at most)',
  CREDIT_MISSING_INFO,
)
  .trim()
  .min(1, CREDIT_MISSING_INFO);

/** Optional text: blank or null clears it (stored as null). */
const optionalText = (max: number, tooLong: string) =>
  cappedString(max, tooLong)
    .trim()
    .nullish()
    .transform((value) => (value ? value : null));

const optionalEmail = optionalText(254, 'Email is too long').refine(
  (value) => value === null || z.email().safeParse(value).success,
  'Please enter a valid email address',
);

const optionalWebsite = optionalText(500, 'Website is too long').refine(
  (value) => value === null || isHttpUrl(value),
  'Please enter a website starting with http:// or https://',
);

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const creditFields = {
  name: nameField,
  role: roleField,
  email: optionalEmail,
  description: optionalText(2000, 'Description is too long (2000 characters at most)'),
  website: optionalWebsite,
  social: optionalText(
    MAX_CREDIT_SOCIAL_LENGTH,
    `Social is at most ${MAX_CREDIT_SOCIAL_LENGTH} characters`,
  ),
};

/** POST /api/projects/{id}/credits. `projectId` in the body is accepted and ignored: the path decides. */
export const createCreditSchema = z.object({
  projectId: z.unknown().optional(),
  ...creditFields,
});
export type CreateCreditInput = z.input<typeof createCreditSchema>;

/** PATCH /api/credits/{id}: any subset of the fields, at least one. */
export const updateCreditSchema = partialUpdateSchema(creditFields);
export type UpdateCreditInput = z.input<typeof updateCreditSchema>;

/** A credit as the API returns it. */
export const creditSchema = z.object({
  id: z.uuid(),
  projectId: z.uuid(),
  name: z.string(),
  role: z.string(),
  email: z.string().nullable(),
  description: z.string().nullable(),
  website: z.string().nullable(),
  social: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Credit = z.infer<typeof creditSchema>;

export const creditIdParamsSchema = z.object({ id: z.uuid('Credit not found') });

/** Credits a page of the Credits tab (more as it scrolls). */
export const CREDITS_PAGE_SIZE = 50;

/** GET /api/projects/{id}/credits: the page contract (DESIGN §3); without `limit`, every credit. */
export const creditsQuerySchema = pageQuerySchema;

/** GET /api/projects/{id}/credits/summary: the tab's three figures over every credit. */
export const creditsSummarySchema = z.object({
  totalContributors: z.number().int(),
  uniqueRoles: z.number().int(),
  withContactInfo: z.number().int(),
});
export type CreditsSummary = z.infer<typeof creditsSummarySchema>;

type CreditLike = Pick<Credit, 'name' | 'role' | 'email' | 'description' | 'website' | 'social'>;

/** The Credits tab summary: contributors, distinct roles (case-insensitive), and how many can be reached. */
export function creditsSummary(credits: readonly CreditLike[]): CreditsSummary {
  const roles = new Set(
    credits.flatMap((c) => splitCreditRoles(c.role).map((r) => r.toLowerCase())),
  );
  return {
    totalContributors: credits.length,
    uniqueRoles: roles.size,
    // A website or social handle is a way to reach someone too, not only an e-mail.
    withContactInfo: credits.filter((c) => c.email || c.website || c.social).length,
  };
}

/** One line of text: line breaks inside a field would break the export's layout. */
const oneLine = (value: string) =>
  value.replace(/\s+/g, (run) => (/[\r\n]/.test(run) ? ' ' : run)).trim();

/** The plain-text export ("Credits Exported"): a heading, then one numbered block per credit. */
export function creditsToText(projectTitle: string, credits: readonly CreditLike[]): string {
  const heading = `Credits: ${oneLine(projectTitle)}`;
  const blocks = credits.map((credit, index) => {
    const lines = [`${index + 1}. ${oneLine(credit.name) || '(need name)'}`];
    lines.push(`   Role: ${oneLine(credit.role) || '(need role)'}`);
    if (credit.email) lines.push(`   Email: ${oneLine(credit.email)}`);
    if (credit.website) lines.push(`   Website: ${oneLine(credit.website)}`);
    if (credit.social) lines.push(`   Social: ${oneLine(credit.social)}`);
    if (credit.description) lines.push(`   Description: ${oneLine(credit.description)}`);
    return lines.join('\n');
  });
  return [heading, '='.repeat(heading.length), '', blocks.join('\n\n'), ''].join('\n');
}

/** The CSV export: a header row and one row per credit, CRLF line ends (RFC 4180). */
export function creditsToCsv(credits: readonly CreditLike[]): string {
  const header = ['Name', 'Role', 'Email', 'Website', 'Social', 'Description'];
  const rows = credits.map((c) => [c.name, c.role, c.email, c.website, c.social, c.description]);
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
