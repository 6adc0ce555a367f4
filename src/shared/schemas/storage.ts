import { z } from 'zod';
import { PLANS } from '../constants';

/** GET /api/account/storage: the signed-in profile's plan and storage, for Settings and uploads. */
export const accountStorageSchema = z.object({
  plan: z.enum(PLANS),
  /** When the plan's free trial ends (ISO), if it has one. */
  trialEndsAt: z.string().nullable(),
  usedBytes: z.number(),
  limitBytes: z.number(),
  /** True when an administrator set this person's limit instead of the plan's storage. */
  limitSetByAdmin: z.boolean(),
});
export type AccountStorage = z.infer<typeof accountStorageSchema>;

/** The largest per-person limit an administrator may set (1 TB, the largest plan). */
export const STORAGE_LIMIT_MAX_MB = 1_048_576;

/** PUT /api/admin/users/{id}/storage-limit: MB for this person, or null for their plan's storage. */
export const adminStorageLimitSchema = z.object({
  storageLimitMb: z
    .number({ error: 'Storage limit must be a number of MB or null' })
    .int('Storage limit must be a whole number of MB')
    .positive('Storage limit must be more than 0 MB')
    .max(STORAGE_LIMIT_MAX_MB, `Storage limit may be at most ${STORAGE_LIMIT_MAX_MB} MB`)
    .nullable(),
});
export type AdminStorageLimit = z.infer<typeof adminStorageLimitSchema>;
