import { Loader2, Share2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useUpdateProject } from '../../../lib/queries/projects';
import { cardClass } from './styles';

/**
 * The owner's "members may share" switch (issue 14): off, only the owner's own public playlists
 * carry this project's audio; on, members' public playlists may carry it too.
 */
export function MembersShareSwitch({ project }: { project: Project }) {
  const { t } = useTranslation('collaborations');
  const ids = useId();
  const update = useUpdateProject(project.id);
  const allowed = project.membersMayShare;

  const handleToggle = () =>
    update.mutate(
      { membersMayShare: !allowed },
      {
        onSuccess: (saved) =>
          toast.success(saved.membersMayShare ? t('sharing.allowed') : t('sharing.revoked')),
        onError: (failure) => toast.error(errorMessage(failure, t('sharing.failed'))),
      },
    );

  return (
    <section aria-labelledby={`${ids}-label`} className={cardClass}>
      <div className="flex items-start justify-between gap-4">
        <div className="min-w-0">
          <h3
            id={`${ids}-label`}
            className="flex items-center gap-2 text-base font-semibold text-zinc-100"
          >
            <Share2 className="h-4 w-4 text-brand-400" aria-hidden />
            {t('sharing.label')}
          </h3>
          <p id={`${ids}-help`} className="mt-1 text-sm text-zinc-400">
            {allowed ? t('sharing.onHelp') : t('sharing.offHelp')}
          </p>
        </div>
        <div className="flex shrink-0 items-center gap-2">
          {update.isPending && (
            <Loader2 className="h-4 w-4 animate-spin text-zinc-400" aria-hidden />
          )}
          <button
            type="button"
            role="switch"
            aria-checked={allowed}
            aria-labelledby={`${ids}-label`}
            aria-describedby={`${ids}-help`}
            aria-busy={update.isPending}
            disabled={update.isPending}
            onClick={handleToggle}
            className={`relative inline-flex h-6 w-11 items-center rounded-full transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 focus-visible:ring-offset-2 focus-visible:ring-offset-zinc-900 disabled:opacity-60 ${
              allowed ? 'bg-brand-600' : 'bg-zinc-700'
            }`}
          >
            <span
              aria-hidden
              className={`inline-block h-4 w-4 rounded-full bg-white transition-transform motion-reduce:transition-none ${
                allowed ? 'translate-x-6' : 'translate-x-1'
              }`}
            />
          </button>
        </div>
      </div>
    </section>
  );
}
