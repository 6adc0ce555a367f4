import { CheckCircle2, Link2Off, XCircle } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import {
  SPLIT_CONFIRMATION_NOTE_MAX,
  type PublicSplitSheet,
} from '../../../shared/schemas/split-confirmations';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorState } from '../../components/ui/error-state';
import { Spinner } from '../../components/ui/spinner';
import { TextArea } from '../../components/ui/text-field';
import { ApiError, errorMessage } from '../../lib/api-client';
import { useAnswerSplit, usePublicSplitSheet } from './api/split-agreements';
import { formatPercent } from './lib/split-list';

/**
 * /splits/confirm/:token, the link e-mailed to each party of a split sheet (no account needed):
 * the whole sheet, then "Confirm my share" or "Decline" with an optional note. The link works once.
 */
export function SplitConfirmPage() {
  const { t } = useTranslation('splits');
  const { token = '' } = useParams();
  const sheet = usePublicSplitSheet(token);
  const [answered, setAnswered] = useState<PublicSplitSheet | null>(null);

  let content: ReactNode;
  if (answered) {
    content = <SheetView sheet={answered} />;
  } else if (sheet.isPending) {
    content = (
      <div role="status" className="flex flex-col items-center gap-3 py-10 text-sm text-zinc-400">
        <Spinner />
        {t('confirmPage.loading')}
      </div>
    );
  } else if (sheet.isError) {
    content =
      sheet.error instanceof ApiError && sheet.error.status === 404 ? (
        <div className="text-center">
          <Link2Off className="mx-auto mb-4 h-10 w-10 text-zinc-400" aria-hidden />
          <h1 className="text-xl font-bold text-white">{t('confirmPage.deadTitle')}</h1>
          <p className="mt-2 text-sm text-zinc-400">{t('confirmPage.deadBody')}</p>
        </div>
      ) : (
        <ErrorState
          titleAs="h2"
          title={t('confirmPage.loadFailed')}
          body={errorMessage(sheet.error, t('confirmPage.loadFailed'))}
          retryLabel={t('states.retry')}
          retrying={sheet.isFetching}
          onRetry={() => void sheet.refetch()}
        />
      );
  } else {
    content = (
      <>
        <SheetView sheet={sheet.data} />
        <AnswerForm token={token} expiresAt={sheet.data.expiresAt} onAnswered={setAnswered} />
      </>
    );
  }

  return (
    <div className="flex min-h-screen flex-col items-center justify-center bg-[radial-gradient(ellipse_at_top,_rgba(124,58,237,0.18),_transparent_60%)] px-4 py-12">
      <title>{`${t('confirmPage.pageTitle')} · ${t('common:appName')}`}</title>
      <Link to="/" className="mb-8 text-2xl font-bold text-white">
        {t('common:appName')}
      </Link>
      <main className="w-full max-w-xl space-y-6 rounded-2xl border border-zinc-800 bg-zinc-900/70 p-6 shadow-2xl shadow-black/40 sm:p-8">
        {content}
      </main>
    </div>
  );
}

/** The sheet: every party's name, share and answer; the reader's own row marked. */
function SheetView({ sheet }: { sheet: PublicSplitSheet }) {
  const { t, i18n } = useTranslation('splits');
  const date = (iso: string) =>
    new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' }).format(
      new Date(iso),
    );
  return (
    <div className="space-y-4">
      {sheet.state !== 'pending' && (
        <p
          role="status"
          className="flex items-center gap-2 rounded-lg bg-zinc-800/60 p-3 text-sm text-zinc-100"
        >
          {sheet.state === 'confirmed' ? (
            <CheckCircle2 className="h-5 w-5 text-emerald-400" aria-hidden />
          ) : (
            <XCircle className="h-5 w-5 text-red-400" aria-hidden />
          )}
          {t(`confirmPage.${sheet.state}`)}
        </p>
      )}
      <h1 className="text-xl font-bold text-white">
        {t('confirmPage.heading', {
          type: t(`types.${sheet.splitType}`),
          project: sheet.projectTitle,
        })}
      </h1>
      <p className="text-sm text-zinc-400">{t('confirmPage.intro', { owner: sheet.ownerName })}</p>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t('confirmPage.caption')}</caption>
        <thead className="text-zinc-400">
          <tr>
            <th scope="col" className="py-1.5 font-medium">
              {t('confirmPage.party')}
            </th>
            <th scope="col" className="py-1.5 text-right font-medium">
              {t('confirmPage.share')}
            </th>
            <th scope="col" className="py-1.5 pl-4 font-medium">
              {t('confirmPage.status')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-zinc-800 text-zinc-100">
          {sheet.parties.map((party) => (
            <tr key={party.splitId}>
              <td className="py-2 [overflow-wrap:anywhere]">
                {party.name}
                {party.splitId === sheet.splitId && (
                  <span className="ml-2 text-xs text-brand-300">({t('confirmPage.you')})</span>
                )}
              </td>
              <td className="py-2 text-right tabular-nums">{formatPercent(party.percentage)}</td>
              <td className="py-2 pl-4 text-zinc-300">
                {party.state === 'pending' || !party.answeredAt
                  ? t('agreement.state.pending')
                  : t(`agreement.state.${party.state}`, { time: date(party.answeredAt) })}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="text-sm text-zinc-300" data-testid="confirm-count">
        {t('agreement.count', { confirmed: sheet.confirmed, total: sheet.total })}
      </p>
    </div>
  );
}

function AnswerForm(props: {
  token: string;
  expiresAt: string;
  onAnswered: (sheet: PublicSplitSheet) => void;
}) {
  const { t, i18n } = useTranslation('splits');
  const [note, setNote] = useState('');
  const answer = useAnswerSplit(props.token);
  const submit = (decision: 'confirm' | 'decline') =>
    answer.mutate({ decision, note }, { onSuccess: props.onAnswered });
  const expires = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(
    new Date(props.expiresAt),
  );
  return (
    <div className="space-y-3 border-t border-zinc-800 pt-4">
      <TextArea
        label={t('confirmPage.note')}
        value={note}
        maxLength={SPLIT_CONFIRMATION_NOTE_MAX}
        onChange={(event) => setNote(event.target.value)}
        placeholder={t('confirmPage.notePlaceholder')}
        rows={3}
      />
      {answer.isError && (
        <p role="alert" className="text-sm text-red-300">
          {errorMessage(answer.error, t('agreement.failed'))}
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Button onClick={() => submit('confirm')} busy={answer.isPending}>
          {t('confirmPage.confirm')}
        </Button>
        <Button variant="secondary" onClick={() => submit('decline')} busy={answer.isPending}>
          {t('confirmPage.decline')}
        </Button>
      </div>
      <p className="text-xs text-zinc-500">{t('confirmPage.expires', { date: expires })}</p>
      <Link to="/" className={buttonClasses({ variant: 'link', className: 'text-sm' })}>
        {t('confirmPage.home')}
      </Link>
    </div>
  );
}
