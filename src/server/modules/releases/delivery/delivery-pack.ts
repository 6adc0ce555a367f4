import type { Readable } from 'node:stream';
import { ZipFile } from 'yazl';
import { addLazyEntry } from '../../../lib/zip-sources.js';
import type { Storage } from '../../../storage/storage.js';
import type { DeliveryInput } from './delivery-input.js';
import { distributorCsv } from './distributor-csv.js';
import { ernMessage } from './ern-message.js';
import { packNames } from './pack-names.js';
import { checklistText, lyricsText, splitSheetCsv } from './pack-texts.js';

/**
 * A release's delivery pack as a ZIP stream (issue 28 item 3): ern.xml (DDEX ERN 4.3),
 * tracks.csv, the masters as "NN - Title.ext", the artwork, split sheets per type, lyrics, and
 * CHECKLIST.txt when the release is not ready. Each master and the artwork are opened from
 * storage only when the archive reaches them and stored as they are (audio and images are
 * already compressed), so memory stays flat however much the masters weigh; the small text
 * files are deflated.
 */
export function streamDeliveryPack(input: DeliveryInput, storage: Storage): Readable {
  const names = packNames(input);
  const mtime = input.createdAt ?? new Date();
  const zip = new ZipFile();
  const stream = zip.outputStream as Readable;
  // A file that fails (missing, deleted mid-way, disk error) ends the download as failed.
  zip.on('error', (error: Error) => stream.destroy(error));
  const addText = (path: string, text: string) =>
    zip.addBuffer(Buffer.from(text, 'utf8'), path, { mtime, compress: true });
  const addStored = (path: string, storageKey: string) =>
    addLazyEntry(zip, path, { mtime, compress: false }, () => storage.get(storageKey));

  addText(names.ern, ernMessage(input, names.masters));
  addText(names.csv, distributorCsv(input, names.masters));
  if (names.checklist) addText(names.checklist, checklistText(input));
  for (const sheet of names.splitSheets) {
    addText(sheet.path, splitSheetCsv(input.tracks, sheet.type));
  }
  for (const track of input.tracks) {
    const path = names.lyrics.get(track.position);
    if (path && track.lyrics && 'text' in track.lyrics) {
      addText(path, lyricsText(track, track.lyrics.text));
    }
  }
  if (names.artwork && input.release.artwork) {
    addStored(names.artwork, input.release.artwork.storageKey);
  }
  for (const track of input.tracks) {
    addStored(names.masters.get(track.position)!, track.master.storageKey);
  }
  zip.end();
  return stream;
}
