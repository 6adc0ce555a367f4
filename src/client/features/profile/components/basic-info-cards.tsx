import { Briefcase, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GENRES } from '../../../../shared/constants';
import type { Profile } from '../../../../shared/schemas/profile';
import type { ProfileEditor } from '../use-profile-editor';
import { EditableField } from './editable-field';
import { ProfileCard } from './profile-card';
import { FieldList, FieldView, inputClass, useProblemText } from './profile-field';

interface CardProps {
  profile: Profile;
  editor: ProfileEditor;
}

/** Personal Information: names and bio ("No bio added yet" when empty; 4 rows when editing). */
export function PersonalCard({ profile, editor }: CardProps) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard id="profile-card-personal" title={t('cards.personal')} icon={UserRound}>
      <FieldList editing={editor.editing} className="grid gap-4 sm:grid-cols-2">
        <EditableField
          editor={editor}
          field="firstName"
          label={t('fields.firstName')}
          view={profile.firstName}
          autoComplete="given-name"
        />
        <EditableField
          editor={editor}
          field="lastName"
          label={t('fields.lastName')}
          view={profile.lastName}
          autoComplete="family-name"
        />
        <EditableField
          editor={editor}
          field="artistName"
          label={t('fields.artistName')}
          view={profile.artistName}
          className="sm:col-span-2"
        />
        <EditableField
          editor={editor}
          field="bio"
          label={t('fields.bio')}
          className="sm:col-span-2"
          rows={4}
          placeholder={t('placeholders.bio')}
          view={
            profile.bio ? (
              <span className="whitespace-pre-line">{profile.bio}</span>
            ) : (
              <span className="text-zinc-400">{t('view.noBio')}</span>
            )
          }
        />
      </FieldList>
    </ProfileCard>
  );
}

/** Contact & Location: the account's e-mail (read-only here), location and website. */
export function ContactCard({ profile, editor }: CardProps) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard id="profile-card-contact" title={t('cards.contact')} icon={MapPin}>
      <FieldList editing={editor.editing} className="grid gap-4">
        <FieldView label={t('fields.email')} plain={editor.editing}>
          {profile.email}
        </FieldView>
        <EditableField
          editor={editor}
          field="location"
          label={t('fields.location')}
          view={profile.location}
          placeholder={t('placeholders.location')}
        />
        <EditableField
          editor={editor}
          field="website"
          label={t('fields.website')}
          type="url"
          placeholder="https://"
          view={
            profile.website && (
              <a
                href={profile.website}
                target="_blank"
                rel="noopener noreferrer"
                className="text-brand-400 underline-offset-2 hover:underline"
              >
                {profile.website}
                <span className="sr-only"> {t('view.opensInNewTab')}</span>
              </a>
            )
          }
        />
      </FieldList>
    </ProfileCard>
  );
}

/** The genre's name in the reader's language when it is one of the listed genres. */
function useGenreLabel() {
  const { t } = useTranslation('onboarding');
  return (genre: string) =>
    (GENRES as readonly string[]).includes(genre) ? t(`genres.${genre}`) : genre;
}

function GenreSelect({ editor }: { editor: ProfileEditor }) {
  const { t } = useTranslation('profile');
  const genreLabel = useGenreLabel();
  const problemText = useProblemText()(editor.errors.genre);
  const value = editor.values?.genre ?? '';
  // A genre typed elsewhere (not in the list) stays selectable, so saving never loses it.
  const options =
    value && !(GENRES as readonly string[]).includes(value) ? [value, ...GENRES] : GENRES;
  return (
    <div>
      <label htmlFor="profile-genre" className="mb-1 block text-sm font-medium text-zinc-200">
        {t('fields.genre')}
      </label>
      <select
        id="profile-genre"
        value={value}
        onChange={(event) => editor.change('genre', event.target.value)}
        aria-invalid={problemText ? true : undefined}
        className={inputClass}
      >
        <option value="">{t('placeholders.genre')}</option>
        {options.map((genre) => (
          <option key={genre} value={genre}>
            {genreLabel(genre)}
          </option>
        ))}
      </select>
      {problemText && <p className="mt-1 text-xs text-red-400">{problemText}</p>}
    </div>
  );
}

/** Professional Details: genre, instrument, years of experience, label and publisher. */
export function ProfessionalCard({ profile, editor }: CardProps) {
  const { t } = useTranslation('profile');
  const genreLabel = useGenreLabel();
  return (
    <ProfileCard id="profile-card-professional" title={t('cards.professional')} icon={Briefcase}>
      <FieldList editing={editor.editing} className="grid gap-4 sm:grid-cols-2">
        {editor.values ? (
          <GenreSelect editor={editor} />
        ) : (
          <FieldView label={t('fields.genre')}>
            {profile.genre && genreLabel(profile.genre)}
          </FieldView>
        )}
        <EditableField
          editor={editor}
          field="primaryInstrument"
          label={t('fields.primaryInstrument')}
          view={profile.primaryInstrument}
        />
        <EditableField
          editor={editor}
          field="yearsExperience"
          label={t('fields.yearsExperience')}
          type="number"
          view={
            profile.yearsExperience !== null && t('view.years', { count: profile.yearsExperience })
          }
        />
        <EditableField
          editor={editor}
          field="recordLabel"
          label={t('fields.recordLabel')}
          view={profile.recordLabel}
        />
        <EditableField
          editor={editor}
          field="publisher"
          label={t('fields.publisher')}
          view={profile.publisher}
        />
      </FieldList>
    </ProfileCard>
  );
}
