import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ShareLinkSummary, ShareListen } from '../../../../shared/schemas/share-links';
import { Dialog, DialogContent } from '../../../components/ui/dialog';
import { ErrorState } from '../../../components/ui/error-state';
import { LoadingShape } from '../../../components/ui/loading-shape';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { Select } from '../../../components/ui/select';
import { formatExactTime } from '../../../lib/relative-age';
import { useShareHeatmap, useShareListens } from '../api/share-links';
import { formatSeconds } from '../lib/link-facts';
import { ListenHeatmap } from './listen-heatmap';

/** The versions heard so far, once each, in the order the listens list them. */
function heardVersions(listens: readonly ShareListen[]) {
  const seen = new Map<string, string>();
  for (const listen of listens) {
    if (!seen.has(listen.audioId)) {
      seen.set(listen.audioId, `${listen.title} (${listen.versionLabel})`);
    }
  }
  return [...seen].map(([audioId, label]) => ({ audioId, label }));
}

/** A link's receipts: each listen (newest first, in pages) and the heatmap of a version heard. */
export function ReceiptsDialog({ link, onClose }: { link: ShareLinkSummary; onClose: () => void }) {
  const { t } = useTranslation('share-links');
  const listens = useShareListens(link.id);
  const versions = heardVersions(listens.items);
  const [chosen, setChosen] = useState<string | null>(null);
  const audioId = chosen ?? versions[0]?.audioId ?? null;
  const heatmap = useShareHeatmap(link.id, audioId);
  const chosenLabel = versions.find((version) => version.audioId === audioId)?.label ?? '';

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent
        width="2xl"
        title={t('receipts.title', { name: link.recipientName })}
        description={link.target.title}
        closeLabel={t('common:close')}
      >
        <div className="mt-5 space-y-6" data-testid="receipts">
          {listens.isPending ? (
            <LoadingShape label={t('receipts.loading')}>
              <div className="h-24 rounded-xl bg-zinc-800/60" aria-hidden />
            </LoadingShape>
          ) : listens.isError && listens.items.length === 0 ? (
            <ErrorState
              title={t('receipts.failed')}
              body={t('loadFailed.body')}
              retryLabel={t('common:retry')}
              onRetry={() => void listens.refetch()}
              retrying={listens.isFetching}
            />
          ) : listens.items.length === 0 ? (
            <p className="text-sm text-zinc-400">{t('receipts.none')}</p>
          ) : (
            <>
              {versions.length > 1 && (
                <label className="block text-sm text-zinc-300">
                  <span className="mb-1.5 block font-medium">{t('heatmap.version')}</span>
                  <Select value={audioId ?? ''} onChange={(event) => setChosen(event.target.value)}>
                    {versions.map((version) => (
                      <option key={version.audioId} value={version.audioId}>
                        {version.label}
                      </option>
                    ))}
                  </Select>
                </label>
              )}
              {heatmap.data ? (
                <ListenHeatmap heatmap={heatmap.data} title={chosenLabel} />
              ) : heatmap.isError ? (
                <p role="alert" className="text-sm text-red-400">
                  {t('heatmap.failed')}
                </p>
              ) : (
                <LoadingShape label={t('heatmap.loading')}>
                  <div className="h-20 rounded-lg bg-zinc-800/60" aria-hidden />
                </LoadingShape>
              )}
              <section aria-labelledby="receipts-listens">
                <h3 id="receipts-listens" className="mb-2 text-sm font-semibold text-zinc-200">
                  {t('receipts.listens')}
                </h3>
                <ul className="divide-y divide-zinc-800 rounded-xl border border-zinc-800">
                  {listens.items.map((listen) => (
                    <li key={listen.id} className="px-3 py-2 text-sm" data-testid="receipt-listen">
                      <p className="text-zinc-100">
                        {listen.title}{' '}
                        <span className="text-zinc-400">({listen.versionLabel})</span>
                      </p>
                      <p className="text-xs text-zinc-400">
                        {formatExactTime(listen.startedAt)} ·{' '}
                        {t('receipts.heard', {
                          heard: formatSeconds(listen.secondsHeard),
                          percent: Math.round(listen.percentHeard),
                        })}
                        {listen.replayedSeconds > 0 &&
                          ` · ${t('receipts.replayed', { seconds: formatSeconds(listen.replayedSeconds) })}`}
                        {!listen.ended && ` · ${t('receipts.ongoing')}`}
                      </p>
                    </li>
                  ))}
                </ul>
                <NamespacedListFooter
                  list={listens}
                  namespace="share-links"
                  keyPrefix="receipts.list"
                />
              </section>
            </>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
