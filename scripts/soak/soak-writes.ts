// Every write the soak sends, whether the server acknowledged it (2xx), and the read-back
// that proves acknowledged writes are kept: uploads byte for byte (sha256 of what is served),
// lyrics by the unique token each save carries.
import { randomBytes } from 'node:crypto';
import { audioForm, sha256, uniqueWav, type SoakClient } from './soak-http.js';
import type { SoakUser } from './soak-users.js';

interface UploadAttempt {
  user: SoakUser;
  title: string;
  sha: string;
  size: number;
  /** Set when the server answered 201. */
  acked: { id: string; url: string } | null;
}

interface LyricsSave {
  token: string;
  acked: boolean;
}

export interface AudioRow {
  id: string;
  title: string;
  filename: string;
  size: number;
  url: string;
}

export class WriteLedger {
  uploads: UploadAttempt[] = [];
  /** Per lyrics sheet, its saves in the order sent (one user saves one at a time). */
  lyrics = new Map<string, { user: SoakUser; saves: LyricsSave[] }>();
  private serial = 0;

  get acknowledged(): number {
    let saves = 0;
    for (const sheet of this.lyrics.values()) saves += sheet.saves.filter((s) => s.acked).length;
    return this.uploads.filter((u) => u.acked).length + saves;
  }

  /** Uploads a small unique WAV to the user's project; returns the HTTP status (0: none). */
  async upload(client: SoakClient, user: SoakUser, seconds?: number): Promise<number> {
    const n = ++this.serial;
    const title = `soak-take-${n}-${randomBytes(3).toString('hex')}`;
    const wav = uniqueWav(n, seconds);
    const attempt: UploadAttempt = { user, title, sha: sha256(wav), size: wav.length, acked: null };
    this.uploads.push(attempt);
    const answer = await client.call('POST', `/api/projects/${user.projectId}/audio`, {
      cookie: user.cookie,
      form: audioForm(wav, title),
    });
    if (answer?.status === 201) {
      const [file] = answer.json as AudioRow[];
      attempt.acked = { id: file!.id, url: file!.url };
    }
    return answer?.status ?? 0;
  }

  /** Saves the user's lyrics with a new unique line; returns the HTTP status (0: none). */
  async saveLyrics(client: SoakClient, user: SoakUser): Promise<number> {
    const token = `verse-${++this.serial}-${randomBytes(3).toString('hex')}`;
    let sheet = this.lyrics.get(user.lyricsId);
    if (!sheet) this.lyrics.set(user.lyricsId, (sheet = { user, saves: [] }));
    const save: LyricsSave = { token, acked: false };
    sheet.saves.push(save);
    const answer = await client.call('PATCH', `/api/lyrics/${user.lyricsId}`, {
      cookie: user.cookie,
      json: { content: `<p>Soak line ${token}</p>` },
    });
    save.acked = answer?.status === 200;
    return answer?.status ?? 0;
  }

  /** Acknowledged uploads of `user` whose file can be played. */
  playable(user: SoakUser) {
    return this.uploads.filter((u) => u.user === user && u.acked).map((u) => u.acked!);
  }

  /**
   * Reads every write back. An acknowledged upload must be listed and served with the bytes
   * sent; an unacknowledged one may exist (cut off after the commit) but then whole. A lyrics
   * sheet must hold its last acknowledged save, or a later save the server got but could not
   * answer (`exact`: none may be unanswered). Returns what was verified and what is wrong.
   */
  async verify(
    client: SoakClient,
    exact: boolean,
  ): Promise<{ verified: number; problems: string[] }> {
    const problems: string[] = [];
    let verified = 0;
    const byTitle = new Map(this.uploads.map((u) => [u.title, u]));
    for (const row of await listRows(client, this.users())) {
      const attempt = byTitle.get(row.title);
      if (!attempt) continue;
      const served = await client.call('GET', row.url, { cookie: attempt.user.cookie });
      if (served?.status !== 200 || sha256(served.bytes) !== attempt.sha) {
        problems.push(
          `${row.title}: served ${served?.status ?? 'nothing'}, not the bytes uploaded`,
        );
      } else if (attempt.acked?.id === row.id) verified += 1;
      byTitle.delete(row.title);
    }
    for (const attempt of byTitle.values()) {
      if (attempt.acked) problems.push(`${attempt.title}: acknowledged upload missing`);
    }
    for (const [lyricsId, sheet] of this.lyrics) {
      const answer = await client.call('GET', `/api/projects/${sheet.user.projectId}/lyrics`, {
        cookie: sheet.user.cookie,
      });
      const stored = (answer?.json as Array<{ id: string; content: string }> | undefined)?.find(
        (l) => l.id === lyricsId,
      );
      const lastAcked = sheet.saves.findLastIndex((s) => s.acked);
      const found = sheet.saves.findIndex((s) => stored?.content.includes(s.token));
      const allowed = exact ? found === lastAcked : found >= lastAcked;
      if (lastAcked >= 0 && found >= 0 && allowed)
        verified += sheet.saves.filter((s) => s.acked).length;
      else if (lastAcked >= 0) {
        problems.push(`lyrics ${lyricsId}: holds save #${found}, last acknowledged #${lastAcked}`);
      }
    }
    return { verified, problems };
  }

  users(): SoakUser[] {
    return [
      ...new Set([
        ...this.uploads.map((u) => u.user),
        ...[...this.lyrics.values()].map((s) => s.user),
      ]),
    ];
  }
}

/** Every audio row in the users' projects, as the API lists them. */
export async function listRows(client: SoakClient, users: SoakUser[]): Promise<AudioRow[]> {
  const rows: AudioRow[] = [];
  for (const user of users) {
    const answer = await client.call('GET', `/api/projects/${user.projectId}/audio`, {
      cookie: user.cookie,
    });
    if (answer?.status !== 200)
      throw new Error(`Listing ${user.projectId} answered ${answer?.status}`);
    rows.push(...(answer.json as AudioRow[]));
  }
  return rows;
}
