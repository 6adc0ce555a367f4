import { Share2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { useUpdateProject } from '../../../lib/queries/projects';
import { SavingSwitch } from '../../../components/ui/switch';
import { Card } from '../../../components/ui/card';

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
    <Card as="section" aria-labelledby={`${ids}-label`}>
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
        <SavingSwitch
          checked={allowed}
          onChange={() => handleToggle()}
          labelledBy={`${ids}-label`}
          describedBy={`${ids}-help`}
          saving={update.isPending}
        />
      </div>
    </Card>
  );
}
