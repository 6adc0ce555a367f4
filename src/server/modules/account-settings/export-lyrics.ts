import { Readable } from 'node:stream';
import type { ZipFile } from 'yazl';
import { addLazyEntry } from '../../lib/zip-sources.js';
import { lyricSheetText, lyricsToPlainText, writersOf } from '../../../shared/lyrics-text.js';
import type { DataExportRepository, ExportProjectRow } from './data-export.repository.js';
import type { ProjectSongwriting } from './export-documents.js';
import { safeSegment, type ZipPathAllocator } from './zip-paths.js';

interface LyricsEntry {
  id: string;
  path: string;
  title: string;
  songTitle: string;
  writers: string[];
  updatedAt: Date;
}

/**
 * Each song's lyrics as a plain-text file beside projects.json (issue 25 item 7):
 * `lyrics/<project>/<title>.txt`, the lyric sheet as the .txt download writes it (title, song,
 * writers from the credits, a blank line, the words). Paths are claimed while projects.json is
 * written; each file's words are read from the database only when the ZIP reaches it, so the
 * texts are never all in memory at once.
 */
export class LyricsPlan {
  private readonly entries: LyricsEntry[] = [];
  private readonly folders = new Map<string, string>();

  constructor(private readonly paths: ZipPathAllocator) {}

  /** Claims a file for each lyrics of a project. */
  claim(project: ExportProjectRow, rows: ProjectSongwriting): void {
    if (!rows.lyrics.length) return;
    let folder = this.folders.get(project.id);
    if (folder === undefined) {
      folder = this.paths.claimFolder('lyrics', safeSegment(project.title, 'Untitled project'));
      this.folders.set(project.id, folder);
    }
    const writers = writersOf(rows.credits);
    for (const row of rows.lyrics) {
      const path = this.paths.claim(['lyrics', folder], safeSegment(row.title, 'Lyrics'), '.txt');
      this.entries.push({
        id: row.id,
        path,
        title: row.title,
        songTitle: project.title,
        writers,
        updatedAt: row.updatedAt,
      });
    }
  }

  /** Adds the claimed files to the ZIP, each read when the ZIP is ready for it. */
  addTo(zip: ZipFile, repo: DataExportRepository): void {
    for (const entry of this.entries) {
      addLazyEntry(zip, entry.path, { mtime: entry.updatedAt }, () =>
        Readable.from(this.text(repo, entry)),
      );
    }
  }

  private async *text(repo: DataExportRepository, entry: LyricsEntry): AsyncGenerator<Buffer> {
    // Deleted since projects.json was written: the file still says whose lyrics they were.
    const content = (await repo.lyricsContent(entry.id)) ?? '';
    const sheet = { ...entry, lines: lyricsToPlainText(content).split('\n') };
    yield Buffer.from(lyricSheetText(sheet, 'Writers', 'Song'), 'utf8');
  }
}
