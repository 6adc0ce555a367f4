import { randomUUID } from 'node:crypto';
import type { AudioFileRecord, AudioRepository } from './audio.repository.js';

/**
 * Moves one file to another project, inside the caller's transaction (PATCH
 * /api/audio/{id}/project and the bulk move share it). A file that was one of several versions
 * leaves its song and becomes a song of its own (decision 003); the song it leaves promotes its
 * newest remaining file.
 */
export async function moveFile(
  tx: AudioRepository,
  audio: Pick<AudioFileRecord, 'id' | 'songId' | 'isLatest'>,
  projectId: string,
): Promise<void> {
  const grouped = (await tx.countVersions(audio.songId)) > 1;
  const songId = grouped ? randomUUID() : audio.songId;
  await tx.update(audio.id, { projectId, songId, isLatest: true });
  if (grouped && audio.isLatest) await tx.promoteNewest(audio.songId);
}
