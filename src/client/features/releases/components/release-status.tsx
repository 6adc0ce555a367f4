import { CheckCircle2, Download, Send, Undo2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Release, ReleaseChecklist, ReleaseStatus } from '../../../../shared/schemas/releases';
import { Badge, Card } from '../../../components/ui/card';
import { Button, buttonClasses } from '../../../components/ui/button';
import { ApiError, errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import { deliveryUrl, type useUpdateRelease } from '../api/releases';
import { failingOnly, refusedChecklist } from '../lib/checklist';
import { ChecklistLines } from './checklist-lines';

/**
 * Where the release stands (draft → ready → delivered) and the moves from there: Mark ready
 * (refused with the lines that fail), Mark delivered, Back to draft; and the delivery pack,
 * which any status may download.
 */
export function ReleaseStatusPanel({
  release,
  update,
}: {
  release: Release;
  update: ReturnType<typeof useUpdateRelease>;
}) {
  const { t } = useTranslation('releases');
  const [refused, setRefused] = useState<ReleaseChecklist | null>(null);
  const moving = update.isPending && update.variables?.status !== undefined;

  const moveTo = (status: ReleaseStatus) => {
    setRefused(null);
    update.mutate(
      { status },
      {
        onSuccess: () => toast.success(t(`toast.status.${status}`)),
        onError: (error) => {
          if (status === 'ready' && error instanceof ApiError && error.status === 409) {
            // The lines the server named, else those of the checklist it holds now.
            setRefused(refusedChecklist(error.details) ?? failingOnly(release.checklist));
            return;
          }
          toast.error(t('toast.statusFailed'), { description: errorMessage(error, t('tryAgain')) });
        },
      },
    );
  };

  return (
    <Card as="section" padding="responsive" aria-labelledby="release-status-heading">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="release-status-heading" className="text-base font-semibold text-zinc-100">
          {t('status.heading')}
        </h2>
        <Badge tone={release.status === 'draft' ? 'neutral' : 'success'}>
          {t(`status.${release.status}`)}
        </Badge>
      </div>
      <p className="mt-1 text-sm text-zinc-400">{t(`status.explain.${release.status}`)}</p>
      <div className="mt-4 flex flex-wrap gap-2">
        {release.status === 'draft' && (
          <Button busy={moving} onClick={() => moveTo('ready')}>
            <CheckCircle2 className="h-4 w-4" aria-hidden />
            {t('status.markReady')}
          </Button>
        )}
        {release.status === 'ready' && (
          <Button busy={moving} onClick={() => moveTo('delivered')}>
            <Send className="h-4 w-4" aria-hidden />
            {t('status.markDelivered')}
          </Button>
        )}
        {release.status !== 'draft' && (
          <Button variant="secondary" busy={moving} onClick={() => moveTo('draft')}>
            <Undo2 className="h-4 w-4" aria-hidden />
            {t('status.backToDraft')}
          </Button>
        )}
        <a
          href={deliveryUrl(release.id)}
          download
          className={buttonClasses({ variant: 'secondary' })}
        >
          <Download className="h-4 w-4" aria-hidden />
          {t('status.download')}
        </a>
      </div>
      <p className="mt-2 text-xs text-zinc-400">
        {release.checklist.ready ? t('status.downloadHint') : t('status.downloadHintNotReady')}
      </p>
      {refused && (
        <div
          role="alert"
          className="mt-4 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4"
        >
          <p className="mb-3 text-sm font-medium text-amber-200">{t('status.refused')}</p>
          <ChecklistLines checklist={refused} trackHeading="h4" />
        </div>
      )}
    </Card>
  );
}
