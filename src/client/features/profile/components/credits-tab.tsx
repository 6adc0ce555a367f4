import { Award, FolderOpen } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ProfileOverview } from '../../../../shared/schemas/profile-overview';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { buttonClasses } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';

/** Credits naming this profile in projects it belongs to, each linking to its project. */
export function CreditsTab({ credits }: { credits: ProfileOverview['credits'] }) {
  const { t } = useTranslation('profile');
  if (credits.length === 0) {
    return (
      <EmptyPanel
        icon={Award}
        title={t('credits.emptyTitle')}
        body={t('credits.emptyBody')}
        action={
          <Link to="/studio" className={buttonClasses()}>
            <FolderOpen className="h-4 w-4" aria-hidden />
            {t('credits.add')}
          </Link>
        }
      />
    );
  }
  return (
    <section aria-labelledby="profile-credits-heading">
      <h3 id="profile-credits-heading" className="mb-3 text-sm text-zinc-400">
        {t('credits.count', { count: credits.length })}
      </h3>
      <Card as="ul" padding="none" className="divide-y divide-zinc-800">
        {credits.map((credit) => (
          <li key={credit.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3">
            <div className="min-w-0 flex-1">
              <Link
                to={`/projects/${credit.projectId}?tab=credits`}
                className="font-medium text-zinc-100 [overflow-wrap:anywhere] hover:underline"
              >
                {credit.projectTitle}
              </Link>
              <p className="text-xs text-zinc-400">{t('credits.as', { name: credit.name })}</p>
            </div>
            <p className="text-sm text-brand-400 [overflow-wrap:anywhere]">{credit.role}</p>
          </li>
        ))}
      </Card>
    </section>
  );
}
