import { Fingerprint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../shared/schemas/profile';
import { formatIsni } from '../../../../shared/schemas/profile-identifiers';
import type { ProfileEditor } from '../use-profile-editor';
import { EditableField } from './editable-field';
import { ProfileCard } from './profile-card';
import { FieldList } from './profile-field';

/** The three identifiers in order, with an example of each as its placeholder. */
const IDS = [
  { field: 'ipiNumber', placeholder: '00052210040' },
  { field: 'proNumber', placeholder: undefined },
  { field: 'isniNumber', placeholder: '0000 0001 2103 2683' },
] as const;

/** View mode: IPI and ISNI in a fixed-width font (ISNI in groups of four), the PRO number as typed. */
function idView(profile: Profile, field: (typeof IDS)[number]['field']) {
  const value = profile[field];
  if (!value || field === 'proNumber') return value;
  return <span className="font-mono">{field === 'isniNumber' ? formatIsni(value) : value}</span>;
}

/**
 * Professional IDs: IPI (9–11 digits), PRO number (free text) and ISNI (16 characters with a
 * check digit). The same checks run here and on the server.
 */
export function ProfessionalIdsTab({
  profile,
  editor,
}: {
  profile: Profile;
  editor: ProfileEditor;
}) {
  const { t } = useTranslation('profile');
  return (
    <ProfileCard id="profile-card-ids" title={t('cards.ids')} icon={Fingerprint}>
      <p className="mb-4 text-sm text-zinc-400">{t('ids.intro')}</p>
      <FieldList editing={editor.editing} className="grid gap-4 md:grid-cols-3">
        {IDS.map(({ field, placeholder }) => (
          <EditableField
            key={field}
            editor={editor}
            field={field}
            hint={t(`hints.${field}`)}
            placeholder={placeholder}
            view={idView(profile, field)}
          />
        ))}
      </FieldList>
    </ProfileCard>
  );
}
