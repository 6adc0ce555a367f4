import { Download, Lock, RotateCcw, Send } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type {
  SplitConfirmation,
  SplitSendResult,
} from '../../../../shared/schemas/split-confirmations';
import type { Split, SplitType } from '../../../../shared/schemas/splits';
import { Button } from '../../../components/ui/button';
import { Card } from '../../../components/ui/card';
import { CopyLinkField } from '../../../components/ui/copy-link-field';
import { errorMessage } from '../../../lib/api-client';
import { toast } from '../../../lib/notify';
import {
  splitPdfUrl,
  useReopenSplits,
  useResendSplit,
  useSendSplits,
} from '../api/split-agreements';
import { PartyEmailFailedNote } from './party-email-failed-note';

interface SplitAgreementCardProps {
  projectId: string;
  type: SplitType;
  splits: Split[];
  confirmation: SplitConfirmation;
  /** Exactly 100 %: the only sheet that may be sent. */
  ready: boolean;
  /** The owner (`splits.send`): send, resend, reopen. */
  canSend: boolean;
}

const when = (iso: string, language: string) =>
  new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );

/** One type's agreement: "2/3 confirmed", each party's answer, and the owner's actions. */
export function SplitAgreementCard(props: SplitAgreementCardProps) {
  const { projectId, type, splits, confirmation, ready, canSend } = props;
  const { t, i18n } = useTranslation('splits');
  const [links, setLinks] = useState<SplitSendResult['parties']>([]);
  const send = useSendSplits(projectId, type);
  const resend = useResendSplit(projectId, type);
  const reopen = useReopenSplits(projectId, type);
  const failed = (error: unknown) => toast.error(errorMessage(error, t('agreement.failed')));
  const sent = confirmation.state !== 'none';
  const answers = new Map(confirmation.parties.map((party) => [party.splitId, party]));
  const everyoneHasEmail = splits.every((split) => split.email);

  const showLinks = (result: SplitSendResult) =>
    setLinks(result.parties.filter((party) => party.link));

  const onSend = () =>
    send.mutate(undefined, {
      onSuccess: (result) => {
        showLinks(result);
        toast.success(t('agreement.sent'));
      },
      onError: failed,
    });
  const onResend = (split: Split) =>
    resend.mutate(split.id, {
      onSuccess: (result) => {
        showLinks(result);
        toast.success(t('agreement.resent', { name: split.name }));
      },
      onError: failed,
    });
  const onReopen = () =>
    reopen.mutate(undefined, {
      onSuccess: () => {
        setLinks([]);
        toast.success(t('agreement.reopened'));
      },
      onError: failed,
    });

  const stateText = (split: Split) => {
    const answer = answers.get(split.id);
    if (!answer) return t('agreement.state.notSent');
    if (answer.state === 'pending') return t('agreement.state.pending');
    const time = when(answer.answeredAt ?? answer.sentAt, i18n.language);
    return t(`agreement.state.${answer.state}`, { time });
  };

  return (
    <Card as="section" aria-labelledby={`agreement-${type}`} className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h3 id={`agreement-${type}`} className="text-sm font-semibold text-zinc-100">
            {t('agreement.title')}
          </h3>
          <p className="text-sm text-zinc-400" data-testid={`agreement-count-${type}`}>
            {sent
              ? t('agreement.count', {
                  confirmed: confirmation.confirmed,
                  total: confirmation.total,
                })
              : t('agreement.none')}
            {confirmation.declined > 0 &&
              ` · ${t('agreement.declinedCount', { count: confirmation.declined })}`}
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          {splits.length > 0 && (
            <a
              href={splitPdfUrl(projectId, type)}
              download
              className="inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-3 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
            >
              <Download className="h-4 w-4" aria-hidden />
              {t('agreement.pdf')}
            </a>
          )}
          {canSend && (confirmation.state === 'none' || confirmation.state === 'declined') && (
            <Button onClick={onSend} busy={send.isPending} disabled={!ready || !everyoneHasEmail}>
              <Send className="h-4 w-4" aria-hidden />
              {sent ? t('agreement.sendAgain') : t('agreement.send')}
            </Button>
          )}
          {canSend && sent && (
            <Button variant="secondary" onClick={onReopen} busy={reopen.isPending}>
              <RotateCcw className="h-4 w-4" aria-hidden />
              {t('agreement.reopen')}
            </Button>
          )}
        </div>
      </div>
      {confirmation.locked && (
        <p className="flex items-center gap-2 text-sm text-emerald-300">
          <Lock className="h-4 w-4" aria-hidden />
          {t('agreement.lockedNote')}
        </p>
      )}
      {canSend && !sent && (!ready || !everyoneHasEmail) && (
        <p className="text-sm text-zinc-400">{t('agreement.notReady')}</p>
      )}
      {sent && (
        <ul className="divide-y divide-zinc-800 text-sm" aria-label={t('agreement.partiesLabel')}>
          {splits.map((split) => {
            const answer = answers.get(split.id);
            return (
              <li key={split.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-2">
                <span className="min-w-0 flex-1 text-zinc-100 [overflow-wrap:anywhere]">
                  {split.name}
                </span>
                <span className="text-zinc-300">{stateText(split)}</span>
                {answer?.note && (
                  <span className="basis-full text-zinc-400 [overflow-wrap:anywhere]">
                    {t('agreement.note', { note: answer.note })}
                  </span>
                )}
                {canSend && <PartyEmailFailedNote answer={answer} email={split.email} />}
                {canSend && answer && answer.state !== 'confirmed' && (
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => onResend(split)}
                    busy={resend.isPending && resend.variables === split.id}
                  >
                    {t('agreement.resend', { name: split.name })}
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {links.length > 0 && (
        <div className="space-y-3 rounded-lg border border-amber-500/30 bg-amber-500/5 p-3">
          <p className="text-sm font-medium text-amber-200">{t('agreement.linksTitle')}</p>
          <p className="text-xs text-zinc-400">{t('agreement.linksNote')}</p>
          {links.map((party) => (
            <CopyLinkField
              key={party.splitId}
              link={party.link!}
              text={{
                label: t('agreement.linkLabel', { name: party.name }),
                copy: t('agreement.copy'),
                copied: t('agreement.copied'),
                copyFailed: t('agreement.copyFailed'),
              }}
            />
          ))}
        </div>
      )}
    </Card>
  );
}
