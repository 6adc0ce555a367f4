import { eq } from 'drizzle-orm';
import type { DbExecutor } from '../../db/client.js';
import { auditLog, profiles } from '../../db/schema/index.js';

/** One row of the audit log as it is written (details already without secrets). */
export interface AuditRow {
  kind: string;
  actorAccountId: string | null;
  /** Stands for the account when actorAccountId is null (the profile's account is looked up). */
  actorProfileId?: string;
  details: Record<string, unknown>;
}

/** Inserts one audit event, the actor's account found from its profile when not given. */
export async function insertAuditEvent(db: DbExecutor, row: AuditRow): Promise<void> {
  let actorAccountId = row.actorAccountId;
  if (!actorAccountId && row.actorProfileId) {
    const [profile] = await db
      .select({ accountId: profiles.accountId })
      .from(profiles)
      .where(eq(profiles.id, row.actorProfileId))
      .limit(1);
    actorAccountId = profile?.accountId ?? null;
  }
  await db.insert(auditLog).values({ kind: row.kind, actorAccountId, details: row.details });
}
