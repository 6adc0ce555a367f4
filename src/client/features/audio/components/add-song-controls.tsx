import { RecordControl, type RecordControlProps } from '../../recording';
import { UploadButton } from './upload-button';
import type { SongUploads } from './use-song-uploads';

interface AddSongControlsProps {
  uploads: SongUploads;
  /** How a finished recording is saved (see RecordControl). */
  recordMode: RecordControlProps['mode'];
}

/** The two ways a song list gains songs: record a take, or upload files (with byte progress). */
export function AddSongControls({ uploads, recordMode }: AddSongControlsProps) {
  return (
    <>
      <RecordControl mode={recordMode} onSave={uploads.uploadRecording} place={uploads.takePlace} />
      <UploadButton
        onFiles={(files) => void uploads.uploadFiles(files)}
        isUploading={uploads.isUploading}
        percent={uploads.overallPercent}
      />
    </>
  );
}
