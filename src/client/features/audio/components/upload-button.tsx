import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../components/ui/progress-ring';

interface UploadButtonProps {
  onFiles: (files: File[]) => void;
  isUploading: boolean;
  /** Real percent of bytes sent over every file in flight. */
  percent: number;
}

/** Multi-select audio upload (audio/* only); while sending it shows a progress ring. */
export function UploadButton({ onFiles, isUploading, percent }: UploadButtonProps) {
  const { t } = useTranslation('audio');
  const inputRef = useRef<HTMLInputElement>(null);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    // Cleared so choosing the same file again fires another change.
    event.target.value = '';
    onFiles(files);
  };

  return (
    <>
      <input
        ref={inputRef}
        type="file"
        accept="audio/*"
        multiple
        tabIndex={-1}
        aria-label={t('upload.input')}
        className="sr-only"
        onChange={handleChange}
      />
      <button
        type="button"
        onClick={() => inputRef.current?.click()}
        aria-label={isUploading ? t('upload.progress', { percent }) : t('upload.button')}
        className="inline-flex h-10 items-center gap-2 rounded-lg bg-brand-600 pl-3 pr-4 text-sm font-semibold text-white shadow-lg shadow-brand-900/30 hover:bg-brand-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-300"
      >
        {isUploading ? (
          <ProgressRing percent={percent} size={30} />
        ) : (
          <Upload className="h-4 w-4" aria-hidden />
        )}
        <span>{isUploading ? t('upload.uploadingShort') : t('upload.button')}</span>
      </button>
    </>
  );
}
