import { Briefcase, MapPin, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { GENRES } from '../../../../shared/constants';
import type { Profile } from '../../../../shared/schemas/profile';
import { SelectField } from '../../../components/ui/select';
import type { ProfileEditor } from '../use-profile-editor';
import { EditableField, PlainField } from './editable-field';
import { ProfileCard } from './profile-card';
import { FieldList, FieldView, useProblemText } from './profile-field';

interface CardProps {
  profile: Profile;
  editor: ProfileEditor;
}

/** Personal Information: names and bio ("No bio added yet" when empty; 4 rows when editing). */
export function PersonalCard({ profile, editor }: CardProps) {
  const { t } = useTranslation('profile');
  const plain = { profile, editor };
  return (
    <ProfileCard id="profile-card-personal" title={t('cards.personal')} icon={UserRound}>
      <FieldList editing={editor.editing} className="grid gap-4 sm:grid-cols-2">
        <PlainField {...plain} field="firstName" autoComplete="given-name" />
        <PlainField {...plain} field="lastName" autoComplete="family-name" />
        <PlainField {...plain} field="artistName" className="sm:col-span-2" />
        <EditableField
          editor={editor}
          field="bio"
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
        <PlainField
          profile={profile}
          editor={editor}
          field="location"
          placeholder={t('placeholders.location')}
        />
        <EditableField
          editor={editor}
          field="website"
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
    <SelectField
      id="profile-genre"
      label={t('fields.genre')}
      value={value}
      onChange={(event) => editor.change('genre', event.target.value)}
      error={problemText || undefined}
    >
      <option value="">{t('placeholders.genre')}</option>
      {options.map((genre) => (
        <option key={genre} value={genre}>
          {genreLabel(genre)}
        </option>
      ))}
    </SelectField>
  );
}

/** Professional Details: genre, instrument, years of experience, label and publisher. */
export function ProfessionalCard({ profile, editor }: CardProps) {
  const { t } = useTranslation('profile');
  const plain = { profile, editor };
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
        <PlainField {...plain} field="primaryInstrument" />
        <EditableField
          editor={editor}
          field="yearsExperience"
          type="number"
          view={
            profile.yearsExperience !== null && t('view.years', { count: profile.yearsExperience })
          }
        />
        <PlainField {...plain} field="recordLabel" />
        <PlainField {...plain} field="publisher" />
      </FieldList>
    </ProfileCard>
  );
}
