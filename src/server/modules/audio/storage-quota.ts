import { PLAN_STORAGE_BYTES, type Plan } from '../../../shared/constants.js';
import { payloadTooLarge } from '../../lib/http-errors.js';
import type { AudioRepository } from './audio.repository.js';

const PLAN_LABELS: Record<Plan, string> = {
  creator: 'Creator',
  professional: 'Professional',
  studio: 'Studio',
};

/** A plan's storage as people say it: "2 GB", "500 GB", "1 TB". */
export function formatStorageSize(bytes: number): string {
  const tb = bytes / 1024 ** 4;
  if (tb >= 1) return `${Number(tb.toFixed(2))} TB`;
  return `${Number((bytes / 1024 ** 3).toFixed(2))} GB`;
}

/** 413 text when a file is over the administrator's per-file cap. */
export function uploadCapMessage(fileName: string, megabytes: number): string {
  return `"${fileName}" is larger than the ${Number(megabytes.toFixed(2))} MB upload limit`;
}

/** 413 text when a file does not fit in the project owner's plan storage. */
export function quotaMessage(fileName: string, plan: Plan, callerIsOwner: boolean): string {
  const size = formatStorageSize(PLAN_STORAGE_BYTES[plan]);
  return callerIsOwner
    ? `"${fileName}" would exceed your ${PLAN_LABELS[plan]} plan's ${size} storage`
    : `"${fileName}" would exceed the project owner's ${PLAN_LABELS[plan]} plan's ${size} storage`;
}

/** 413 text when a file does not fit in the storage limit an administrator set for the owner. */
export function storageLimitMessage(fileName: string, megabytes: number, callerIsOwner: boolean) {
  const limit = `${Number(megabytes.toFixed(2))} MB`;
  return callerIsOwner
    ? `"${fileName}" would exceed your storage limit of ${limit}`
    : `"${fileName}" would exceed the project owner's storage limit of ${limit}`;
}

/** What bounds an owner's storage: their plan, or the limit an administrator set for them. */
export type StorageBound = { kind: 'plan'; plan: Plan } | { kind: 'admin'; megabytes: number };

/** A profile's storage: what bounds it, its size in bytes, and the bytes its projects hold. */
export interface StorageAccount {
  plan: Plan;
  trialEndsAt: Date | null;
  bound: StorageBound;
  limitBytes: number;
  usedBytes: number;
}

/**
 * The storage of a profile: its plan's, unless an administrator set a limit for this person
 * (profiles.storage_limit_mb). Before, the instance-wide "Storage Limit per User" (500 MB by
 * default) applied to every plan, so a Professional account sold with 500 GB had 500 MB.
 */
export async function storageAccount(
  repo: Pick<AudioRepository, 'storageUse'>,
  profileId: string,
): Promise<StorageAccount> {
  const use = await repo.storageUse(profileId);
  const plan = use?.plan ?? 'creator';
  const override = use?.storageLimitMb ?? null;
  return {
    plan,
    trialEndsAt: use?.trialEndsAt ?? null,
    bound: override === null ? { kind: 'plan', plan } : { kind: 'admin', megabytes: override },
    limitBytes: override === null ? PLAN_STORAGE_BYTES[plan] : override * 1024 * 1024,
    usedBytes: use?.usedBytes ?? 0,
  };
}

/**
 * The storage quota of a project's owner: audio counts against the owner's storage, whoever
 * uploads it (storageAccount). Checked before each file is stored; two uploads racing for the
 * last bytes can overshoot by at most one file, which the next upload then sees.
 */
export function quotaCheck(repo: AudioRepository, ownerProfileId: string, callerProfileId: string) {
  const callerIsOwner = ownerProfileId === callerProfileId;
  return {
    /** Bytes still free for the owner (never below zero) and what bounds them. */
    async remaining(): Promise<{ bound: StorageBound; bytes: number }> {
      const account = await storageAccount(repo, ownerProfileId);
      return { bound: account.bound, bytes: Math.max(0, account.limitBytes - account.usedBytes) };
    },
    /** The 413 for a file that does not fit. */
    exceeded(fileName: string, bound: StorageBound) {
      return payloadTooLarge(
        bound.kind === 'plan'
          ? quotaMessage(fileName, bound.plan, callerIsOwner)
          : storageLimitMessage(fileName, bound.megabytes, callerIsOwner),
      );
    },
    /** Throws the 413 unless `bytes` more fit. */
    async require(bytes: number, fileName: string): Promise<void> {
      const { bound, bytes: free } = await this.remaining();
      if (bytes > free) throw this.exceeded(fileName, bound);
    },
  };
}
export type QuotaCheck = ReturnType<typeof quotaCheck>;
