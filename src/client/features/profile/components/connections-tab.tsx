import { FolderOpen, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { artistPagePath, type ProfileOverview } from '../../../../shared/schemas/profile-overview';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { Avatar } from '../../../components/ui/avatar';
import { Card } from '../../../components/ui/card';

/** The people this profile works with (accepted collaborations either way). */
export function ConnectionsTab({ connections }: { connections: ProfileOverview['connections'] }) {
  const { t } = useTranslation('profile');
  if (connections.length === 0) {
    return (
      <EmptyPanel
        icon={Users}
        title={t('connections.emptyTitle')}
        body={t('connections.emptyBody')}
        action={
          <Link to="/studio" className={buttonClasses()}>
            <FolderOpen className="h-4 w-4" aria-hidden />
            {t('connections.add')}
          </Link>
        }
      />
    );
  }
  return (
    <ul className="grid gap-3 sm:grid-cols-2">
      {connections.map((person) => (
        <Card as="li" padding="sm" key={person.profileId} className="flex items-center gap-3">
          <Avatar name={person.name} imageUrl={person.profileImageUrl} />
          <div className="min-w-0 flex-1">
            <p className="font-medium text-zinc-100 [overflow-wrap:anywhere]">{person.name}</p>
            <p className="text-xs text-zinc-400">
              {t('connections.shared', { count: person.sharedProjects })}
            </p>
          </div>
          {person.publicHandle && (
            <Link
              to={artistPagePath(person.publicHandle)}
              className="shrink-0 text-sm text-brand-400 hover:underline"
              aria-label={t('connections.viewPageOf', { name: person.name })}
            >
              {t('connections.viewPage')}
            </Link>
          )}
        </Card>
      ))}
    </ul>
  );
}
