import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  RELEASE_SLUG_MAX,
  releasePagePath,
  releaseSlugSchema,
  type Release,
} from '../../../../shared/schemas/releases';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { SavingSwitch } from '../../../components/ui/switch';
import { TextField } from '../../../components/ui/text-field';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import type { useUpdateRelease } from '../api/releases';
import { problemOf } from '../lib/release-form';
import { useProblemText } from './use-problem-text';

/** The public page's switch (apart from the status), its address, and its link once published. */
export function ReleasePublishing({
  release,
  update,
}: {
  release: Release;
  update: ReturnType<typeof useUpdateRelease>;
}) {
  const { t } = useTranslation('releases');
  const ids = useId();
  const problemText = useProblemText();
  const [slug, setSlug] = useState(release.slug ?? '');
  const [slugError, setSlugError] = useState<string | null>(null);
  const switching = update.isPending && update.variables?.published !== undefined;
  const savingSlug =
    update.isPending &&
    update.variables?.published === undefined &&
    update.variables?.slug !== undefined;

  /** The address as typed, checked with the route's schema; null after saying what is wrong. */
  const checkedSlug = () => {
    const parsed = releaseSlugSchema.safeParse(slug);
    if (parsed.success) return parsed.data;
    setSlugError(problemText(problemOf(parsed.error.issues[0]?.message ?? '')));
    return null;
  };
  const showRefusal = (error: Error, fallback: string) => {
    const fieldError = error instanceof ApiError ? error.fieldErrors.slug : undefined;
    if (fieldError) setSlugError(fieldError);
    else toast.error(fallback, { description: errorMessage(error, t('tryAgain')) });
  };

  const handlePublished = (published: boolean) => {
    const chosen = published ? checkedSlug() : release.slug;
    if (published && chosen === null) return;
    update.mutate(published ? { published, slug: chosen } : { published }, {
      onSuccess: () => toast.success(published ? t('toast.published') : t('toast.unpublished')),
      onError: (error) => showRefusal(error, t('toast.publishFailed')),
    });
  };
  const handleSlugSave = (event: FormEvent) => {
    event.preventDefault();
    const chosen = checkedSlug();
    if (chosen === null) return;
    setSlug(chosen);
    update.mutate(
      { slug: chosen },
      {
        onSuccess: () => toast.success(t('toast.slugSaved')),
        onError: (error) => showRefusal(error, t('toast.slugFailed')),
      },
    );
  };

  const publicUrl = release.slug
    ? `${window.location.origin}${releasePagePath(release.slug)}`
    : null;

  return (
    <Card as="section" padding="responsive" aria-labelledby="release-publish-heading" id="publish">
      <div className="flex items-start justify-between gap-4">
        <div>
          <h2 id="release-publish-heading" className="text-base font-semibold text-zinc-100">
            <span id={`${ids}-switch-label`}>{t('publish.heading')}</span>
          </h2>
          <p id={`${ids}-switch-hint`} className="mt-1 text-sm text-zinc-400">
            {t('publish.explain')}
          </p>
        </div>
        <SavingSwitch
          checked={release.published}
          onChange={handlePublished}
          saving={switching}
          labelledBy={`${ids}-switch-label`}
          describedBy={`${ids}-switch-hint`}
        />
      </div>
      <form
        onSubmit={handleSlugSave}
        noValidate
        className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start"
      >
        <TextField
          className="flex-1"
          label={t('publish.slug')}
          hint={t('publish.slugHint')}
          value={slug}
          maxLength={RELEASE_SLUG_MAX}
          onChange={(event) => {
            setSlug(event.target.value);
            setSlugError(null);
          }}
          error={slugError ?? undefined}
          announceError
          autoComplete="off"
          spellCheck={false}
        />
        <Button
          type="submit"
          variant="secondary"
          className="sm:mt-7"
          busy={savingSlug}
          disabled={slug.trim() === (release.slug ?? '')}
        >
          {t('publish.saveSlug')}
        </Button>
      </form>
      {release.published && publicUrl && (
        <div className="mt-4">
          <CopyLinkField
            link={publicUrl}
            text={{
              label: t('publish.url'),
              copy: t('publish.copy'),
              copied: t('publish.copied'),
              copyFailed: t('publish.copyFailed'),
            }}
          />
        </div>
      )}
    </Card>
  );
}
