import { Camera } from 'lucide-react';
import { useRef, type ChangeEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../lib/notify';
import type { CurrentUser } from '../../shared/schemas/auth';
import { ProgressRing } from './ui/progress-ring';
import { ApiError } from '../lib/api-client';
import { useUploadProfilePicture } from '../lib/upload-profile-picture';
import { checkProfilePicture } from '../lib/profile-picture-check';
import { initialsOf } from './ui/avatar';

/**
 * The signed-in person's picture on the dashboard and their profile page: click it to choose and
 * upload a new one (part 1 §2, §5). Its texts are the dashboard's, where it first appeared.
 */
export function ProfilePictureButton({ user }: { user: CurrentUser }) {
  const { t } = useTranslation('dashboard');
  const fileInput = useRef<HTMLInputElement>(null);
  const upload = useUploadProfilePicture();
  const initials = initialsOf(user.artistName || `${user.firstName} ${user.lastName}`);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = ''; // choosing the same file again must fire change again
    if (!file) return;
    const problem = checkProfilePicture(file);
    if (problem === 'invalid') {
      return void toast.error(t('picture.invalidTitle'), { description: t('picture.invalidBody') });
    }
    if (problem === 'tooLarge') {
      return void toast.error(t('picture.tooLargeTitle'), {
        description: t('picture.tooLargeBody'),
      });
    }
    upload.mutate(file, {
      onSuccess: () => toast.success(t('picture.updated')),
      onError: (error) =>
        toast.error(t('picture.failedTitle'), {
          description:
            error instanceof ApiError && error.status !== 401 && error.shownMessage
              ? error.shownMessage
              : t('picture.failedBody'),
        }),
    });
  };

  return (
    <div className="relative shrink-0">
      {/* The initials are decoration beside the button, not inside it, so the button's name is
          exactly its label (axe: label-content-name-mismatch). Each layer is rounded itself: an
          overflow-hidden circle would cut off the button's focus outline. */}
      <div className="relative flex h-20 w-20 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-600 text-2xl font-bold text-white ring-2 ring-zinc-800 sm:h-24 sm:w-24">
        {user.profileImageUrl ? (
          <img
            src={user.profileImageUrl}
            alt=""
            className="h-full w-full rounded-full object-cover"
          />
        ) : (
          <span aria-hidden>{initials || '?'}</span>
        )}
        <button
          type="button"
          onClick={() => fileInput.current?.click()}
          disabled={upload.isPending}
          aria-label={t('picture.change')}
          title={t('picture.change')}
          className="group absolute inset-0 rounded-full transition hover:ring-2 hover:ring-brand-500 disabled:cursor-wait"
        >
          {!upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/55 opacity-0 transition-opacity group-hover:opacity-100 group-focus-visible:opacity-100">
              <Camera className="h-6 w-6" aria-hidden />
            </span>
          )}
          {upload.isPending && (
            <span className="absolute inset-0 flex items-center justify-center rounded-full bg-black/70">
              <ProgressRing percent={upload.progress} size={76} variant="large" />
            </span>
          )}
        </button>
      </div>
      {upload.isPending && (
        <span role="status" className="sr-only">
          {t('picture.uploading', { percent: upload.progress })}
        </span>
      )}
      <input
        ref={fileInput}
        type="file"
        accept="image/*"
        onChange={handleFile}
        tabIndex={-1}
        aria-hidden
        className="hidden"
      />
    </div>
  );
}
