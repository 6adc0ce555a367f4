import { can } from '../../../shared/permissions.js';
import type { DataExportRepository, ExportProjectRow } from './data-export.repository.js';
import {
  projectDocument,
  type ProjectSongwriting,
  songDocument,
  songwritingByProject,
  type ExportSong,
} from './export-documents.js';

/** Projects whose songwriting rows are read in one query per table. */
const PROJECT_BATCH = 50;
/** Songs read, and written, at a time. */
const SONG_PAGE = 500;

/** Gives a song of the export its path inside the ZIP, or null when its bytes stay out. */
export type ClaimSongFile = (song: ExportSong, project: ExportProjectRow) => Promise<string | null>;
/** Told each project's songwriting rows as they are read (the lyrics' .txt files claim paths). */
export type SeeSongwriting = (project: ExportProjectRow, rows: ProjectSongwriting) => void;

/** `json` (pretty-printed) with every line but the first indented by `spaces`. */
const indented = (json: string, spaces: number) => json.replaceAll('\n', `\n${' '.repeat(spaces)}`);

/**
 * projects.json as it is read, one piece at a time: each project as the API shows it, then its
 * songs a page at a time. A 100,000-song library is never one array in memory nor one
 * JSON.stringify holding the event loop; each piece waits until the download asks for more.
 */
export async function* projectsJson(
  repo: DataExportRepository,
  projects: readonly ExportProjectRow[],
  claimFile: ClaimSongFile,
  seeSongwriting: SeeSongwriting = () => {},
): AsyncGenerator<string> {
  yield '[';
  for (let start = 0; start < projects.length; start += PROJECT_BATCH) {
    const batch = projects.slice(start, start + PROJECT_BATCH);
    const songwritingOf = songwritingByProject(
      await repo.songwriting(
        batch.map((p) => p.id),
        batch.filter((p) => can(p.role, 'splits.see')).map((p) => p.id),
      ),
    );
    for (const [index, project] of batch.entries()) {
      const songwriting = songwritingOf(project.id);
      seeSongwriting(project, songwriting);
      const head = JSON.stringify(projectDocument(project, songwriting), null, 2);
      // The project's object without its closing brace; its songs follow as the last field.
      yield `${start + index === 0 ? '\n' : ',\n'}  ${indented(head.slice(0, -2), 2)},\n    "songs": [`;
      let afterId: string | null = null;
      let written = 0;
      for (;;) {
        const page = await repo.songsOfProject(project.id, afterId, SONG_PAGE);
        const pieces: string[] = [];
        for (const song of page) {
          const json = JSON.stringify(songDocument(song, await claimFile(song, project)), null, 2);
          pieces.push(`${written++ === 0 ? '\n' : ',\n'}      ${indented(json, 6)}`);
        }
        if (pieces.length) yield pieces.join('');
        if (page.length < SONG_PAGE) break;
        afterId = page[page.length - 1]!.id;
      }
      yield written ? '\n    ]\n  }' : ']\n  }';
    }
  }
  yield projects.length ? '\n]\n' : ']\n';
}
