import { ImageUp } from 'lucide-react';
import { useEffect, useRef, useState, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RELEASE_ARTWORK, type Release } from '../../../../shared/schemas/releases';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useUploadArtwork } from '../api/releases';
import {
  ARTWORK_TYPES,
  artworkFileProblem,
  artworkSizeProblem,
  type ArtworkProblem,
} from '../lib/artwork-rules';
import { ReleaseArtworkImage } from './release-artwork';
import type { EditGuard } from './use-delivered-guard';

/** The pixel size of an image file, read by the browser (null when it cannot read it). */
function imageSize(url: string): Promise<{ width: number; height: number } | null> {
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () => resolve({ width: image.naturalWidth, height: image.naturalHeight });
    image.onerror = () => resolve(null);
    image.src = url;
  });
}

/**
 * The artwork with its rules said beside it: a chosen file is previewed at once, checked here
 * (type, bytes, square and its size) and then sent; the server checks it again by its bytes.
 */
export function ReleaseArtworkUpload({ release, guard }: { release: Release; guard: EditGuard }) {
  const { t } = useTranslation('releases');
  const input = useRef<HTMLInputElement>(null);
  const upload = useUploadArtwork(release.id);
  const [preview, setPreview] = useState<string | null>(null);
  const [progress, setProgress] = useState(0);
  const [problem, setProblem] = useState<ArtworkProblem | null>(null);
  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const send = (file: File, url: string) =>
    guard(() => {
      setPreview(url);
      setProgress(0);
      upload.mutate(
        { file, onProgress: setProgress },
        {
          onSuccess: () => toast.success(t('toast.artworkSaved')),
          onError: (error) =>
            toast.error(t('toast.artworkFailed'), {
              description: errorMessage(error, t('tryAgain')),
            }),
          onSettled: () => setPreview(null),
        },
      );
    });

  const handleChange = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Cleared so choosing the same file again fires another change.
    event.target.value = '';
    if (!file) return;
    const fileProblem = artworkFileProblem(file);
    if (fileProblem) return setProblem(fileProblem);
    const url = URL.createObjectURL(file);
    const size = await imageSize(url);
    const sizeProblem = size ? artworkSizeProblem(size.width, size.height) : 'type';
    if (sizeProblem) {
      URL.revokeObjectURL(url);
      return setProblem(sizeProblem);
    }
    setProblem(null);
    send(file, url);
  };

  return (
    <Card as="section" padding="responsive" aria-labelledby="release-artwork-heading" id="artwork">
      <h2 id="release-artwork-heading" className="mb-3 text-base font-semibold text-zinc-100">
        {t('artwork.heading')}
      </h2>
      <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
        {preview ? (
          <img
            src={preview}
            alt={t('artwork.preview')}
            className="h-40 w-40 rounded-lg object-cover opacity-70 sm:h-48 sm:w-48"
          />
        ) : (
          <ReleaseArtworkImage artwork={release.artwork} size="lg" />
        )}
        <div className="space-y-3">
          <p id="release-artwork-rules" className="text-sm text-zinc-400">
            {t('artwork.rules', {
              min: RELEASE_ARTWORK.minPixels,
              max: RELEASE_ARTWORK.maxPixels,
              megabytes: RELEASE_ARTWORK.maxBytes / (1024 * 1024),
            })}
          </p>
          {/* raw-element: the browser's file chooser, opened by the Choose artwork button and labelled for tests */}
          <input
            ref={input}
            type="file"
            accept={ARTWORK_TYPES.join(',')}
            tabIndex={-1}
            aria-label={t('artwork.input')}
            className="sr-only"
            onChange={(event) => void handleChange(event)}
          />
          <Button
            variant="secondary"
            busy={upload.isPending}
            aria-describedby="release-artwork-rules"
            onClick={() => input.current?.click()}
          >
            <ImageUp className="h-4 w-4" aria-hidden />
            {upload.isPending
              ? t('artwork.uploading', { percent: Math.round(progress * 100) })
              : release.artwork
                ? t('artwork.replace')
                : t('artwork.choose')}
          </Button>
          {problem && (
            <p role="alert" className="text-sm text-red-400">
              {t(`artwork.problem.${problem}`, {
                min: RELEASE_ARTWORK.minPixels,
                max: RELEASE_ARTWORK.maxPixels,
                megabytes: RELEASE_ARTWORK.maxBytes / (1024 * 1024),
              })}
            </p>
          )}
        </div>
      </div>
    </Card>
  );
}
