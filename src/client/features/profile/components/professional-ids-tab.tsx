import { Fingerprint } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Profile } from '../../../../shared/schemas/profile';
import { formatIsni } from '../../../../shared/schemas/profile-identifiers';
import type { ProfileEditor } from '../use-profile-editor';
import { EditableField } from './editable-field';
import { ProfileCard } from './profile-card';
import { FieldList } from './profile-field';

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
        <EditableField
          editor={editor}
          field="ipiNumber"
          label={t('fields.ipiNumber')}
          hint={t('hints.ipiNumber')}
          placeholder="00052210040"
          view={profile.ipiNumber && <span className="font-mono">{profile.ipiNumber}</span>}
        />
        <EditableField
          editor={editor}
          field="proNumber"
          label={t('fields.proNumber')}
          hint={t('hints.proNumber')}
          view={profile.proNumber}
        />
        <EditableField
          editor={editor}
          field="isniNumber"
          label={t('fields.isniNumber')}
          hint={t('hints.isniNumber')}
          placeholder="0000 0001 2103 2683"
          view={
            profile.isniNumber && (
              <span className="font-mono">{formatIsni(profile.isniNumber)}</span>
            )
          }
        />
      </FieldList>
    </ProfileCard>
  );
}
