import { Upload } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ProgressRing } from '../../../components/ui/progress-ring';
import { Button } from '../../../components/ui/button';

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
      {/* raw-element: the browser's file chooser, opened by the Upload button and labelled for tests */}
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
      <Button
        variant="raised"
        size="upload"
        focus="light"
        onClick={() => inputRef.current?.click()}
        aria-label={isUploading ? t('upload.progress', { percent }) : t('upload.button')}
      >
        {isUploading ? (
          <ProgressRing percent={percent} size={30} />
        ) : (
          <Upload className="h-4 w-4" aria-hidden />
        )}
        <span>{isUploading ? t('upload.uploadingShort') : t('upload.button')}</span>
      </Button>
    </>
  );
}
