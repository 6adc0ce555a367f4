import { randomBytes } from 'node:crypto';

/**
 * A fresh share token: 24 random bytes, base64url (32 characters). Unguessable, so holding the
 * link is the only way to reach a public playlist; a new one is minted each time it turns public.
 */
export const newShareToken = () => randomBytes(24).toString('base64url');

/** The client page that plays a shared playlist. */
export const shareUrl = (token: string) => `/listen/${token}`;

/** The bytes of one song of a shared playlist (Range supported). */
export const sharedTrackAudioUrl = (token: string, trackId: string) =>
  `/api/listen/${token}/tracks/${trackId}/audio`;
