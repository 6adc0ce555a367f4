// `npm run admin:create -- --email you@example.com [--password secret]`: makes an account an
// administrator, creating it when needed. Uses the same database as the server: DATABASE_URL
// when set, else the embedded one under DATA_DIR (stop the server first: PGlite admits one
// process at a time).
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { PASSWORD_LINK_TTL_DAYS } from '../src/shared/schemas/admin.js';
import { emailSchema, newPasswordSchema } from '../src/shared/schemas/auth.js';
import { ensureAdmin } from '../src/server/modules/admin/admin-bootstrap.js';
import { passwordLink } from '../src/server/modules/admin/password-link.js';
import { fail, openConfiguredDatabase, runOperatorCommand } from './operator-command.js';

const USAGE =
  'Usage: npm run admin:create -- --email you@example.com [--password "a long password"]';

function readInput() {
  let values;
  try {
    ({ values } = parseArgs({
      options: { email: { type: 'string' }, password: { type: 'string' } },
      strict: true,
    }));
  } catch (error) {
    fail(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const parsed = z
    .object({ email: emailSchema, password: newPasswordSchema.optional() })
    .safeParse(values);
  if (!parsed.success) fail(`${parsed.error.issues[0]?.message ?? 'Invalid input'}\n${USAGE}`);
  return parsed.data;
}

async function main(): Promise<void> {
  const input = readInput();
  const { config, database } = await openConfiguredDatabase();
  try {
    await database.migrate();
    const result = await ensureAdmin(database.db, input);
    console.log(
      result.outcome === 'promoted'
        ? `${input.email} is now an administrator.`
        : `Created the administrator ${input.email}.`,
    );
    if (result.passwordToken) {
      console.log(`Choose the password (the link works once, for ${PASSWORD_LINK_TTL_DAYS} days):`);
      console.log(passwordLink(config.publicUrl, result.passwordToken));
    }
  } finally {
    await database.close();
  }
}

runOperatorCommand(main);
