import { Copy, Globe } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { artistPagePath } from '../../../../shared/schemas/profile-overview';
import {
  PROFILE_MESSAGES,
  PUBLIC_PROFILE_FIELDS,
  updateProfileSchema,
  type Profile,
  type PublicProfileField,
} from '../../../../shared/schemas/profile';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { useUpdateProfile } from '../api/profile';
import { problemOfMessage, profileDisplayName, suggestedHandle } from '../lib/profile-form';
import { Button } from '../../../components/ui/button';
import { Dialog, DialogActions, DialogContent } from '../../../components/ui/dialog';
import { FieldInput } from './profile-field';
import { CheckboxField } from '../../../components/ui/checkbox-field';
import { Checkbox } from '../../../components/ui/choice';

/** What a first share shows unless the artist chooses otherwise: the public-facing fields. */
const SUGGESTED_PUBLIC_FIELDS: readonly PublicProfileField[] = [
  'bio',
  'genre',
  'location',
  'website',
  'instagramHandle',
  'twitterHandle',
  'youtubeChannel',
  'spotifyProfile',
  'soundcloudProfile',
];

interface ShareProfileDialogProps {
  profile: Profile;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Share Profile: choose the handle, make the page public, pick what it shows, copy its link. */
export function ShareProfileDialog({ profile, open, onOpenChange }: ShareProfileDialogProps) {
  const { t } = useTranslation('profile');
  const update = useUpdateProfile();
  const [handle, setHandle] = useState(
    profile.handle ?? suggestedHandle(profileDisplayName(profile) ?? ''),
  );
  const [isPublic, setIsPublic] = useState(profile.isPublic);
  const [fields, setFields] = useState<PublicProfileField[]>(
    profile.handle || profile.publicFields.length > 0
      ? profile.publicFields
      : [...SUGGESTED_PUBLIC_FIELDS],
  );
  const [handleError, setHandleError] = useState<string | null>(null);
  const link =
    profile.isPublic && profile.handle
      ? `${window.location.origin}${artistPagePath(profile.handle)}`
      : null;

  const toggleField = (field: PublicProfileField, on: boolean) =>
    setFields((current) => (on ? [...current, field] : current.filter((f) => f !== field)));

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const changes = { handle, isPublic, publicFields: fields };
    const parsed = updateProfileSchema.safeParse(changes);
    const problem = parsed.success ? null : parsed.error.issues[0]?.message;
    if (problem || (isPublic && !handle.trim())) {
      setHandleError(problem ?? PROFILE_MESSAGES.handleRequired);
      return;
    }
    update.mutate(changes, {
      onSuccess: (saved) =>
        toast.success(t(saved.isPublic ? 'share.nowPublic' : 'share.nowPrivate')),
      onError: (error) => {
        const fieldError = error instanceof ApiError ? error.fieldErrors.handle : undefined;
        if (fieldError) setHandleError(fieldError);
        toast.error(t('toast.updateFailed'), {
          description: errorMessage(error, t('toast.tryAgain')),
        });
      },
    });
  };

  const copyLink = () => {
    if (!link) return;
    navigator.clipboard.writeText(link).then(
      () => toast.success(t('share.copied')),
      () => toast.error(t('share.copyFailed')),
    );
  };

  return (
    <Dialog open={open} onOpenChange={(next) => !update.isPending && onOpenChange(next)}>
      <DialogContent width="xl" title={t('share.title')} description={t('share.body')}>
        <form noValidate onSubmit={handleSubmit} className="mt-5 space-y-5">
          <FieldInput
            id="share-handle"
            label={t('share.handle')}
            value={handle}
            onChange={(value) => {
              setHandle(value.toLowerCase());
              setHandleError(null);
            }}
            hint={t('share.handleHint', { url: `${window.location.origin}/artist/` })}
            problem={handleError ? problemOfMessage(handleError) : undefined}
            maxLength={30}
            autoComplete="off"
          />
          <CheckboxField
            label={t('share.makePublic')}
            checked={isPublic}
            onCheckedChange={setIsPublic}
          />
          <fieldset>
            <legend className="mb-2 text-sm font-medium text-zinc-200">{t('share.fields')}</legend>
            <p className="mb-3 text-xs text-zinc-400">{t('share.fieldsHint')}</p>
            <div className="grid grid-cols-1 gap-2 sm:grid-cols-2">
              {PUBLIC_PROFILE_FIELDS.map((field) => (
                <label key={field} className="flex items-center gap-2 text-sm text-zinc-300">
                  <Checkbox
                    checked={fields.includes(field)}
                    onChange={(event) => toggleField(field, event.target.checked)}
                  />
                  {t(`fields.${field}`)}
                </label>
              ))}
            </div>
          </fieldset>
          <div className="rounded-xl border border-zinc-800 bg-zinc-950/60 p-3">
            <p className="text-sm font-medium text-zinc-200">{t('share.link')}</p>
            {link ? (
              <div className="mt-2 flex flex-wrap items-center gap-2">
                <a
                  href={link}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="min-w-0 flex-1 truncate text-sm text-brand-400 hover:underline"
                >
                  {link}
                  <span className="sr-only"> {t('view.opensInNewTab')}</span>
                </a>
                <Button variant="secondary" onClick={copyLink}>
                  <Copy className="h-4 w-4" aria-hidden />
                  {t('share.copy')}
                </Button>
              </div>
            ) : (
              <p className="mt-1 text-sm text-zinc-400">{t('share.noLink')}</p>
            )}
          </div>
          <DialogActions
            cancelLabel={t('common:close')}
            actionLabel={t('share.save')}
            pendingLabel={t('edit.saving')}
            pending={update.isPending}
            actionIcon={Globe}
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}
