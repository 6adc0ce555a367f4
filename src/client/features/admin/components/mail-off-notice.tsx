import { MailWarning } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { useAdminHealth } from '../api/overview';

/**
 * Over every tab while no SMTP server is configured (issue 25 item 4): e-mail then reaches
 * nobody, and the person running the instance must know where it goes and how to change it.
 */
export function MailOffNotice({ onSetUp }: { onSetUp: () => void }) {
  const { t } = useTranslation('admin');
  const email = useAdminHealth().data?.email;
  if (email?.transport !== 'outbox') return null;
  return (
    <section
      aria-labelledby="admin-mail-off-title"
      className="flex flex-col gap-3 rounded-xl border border-amber-500/40 bg-amber-500/10 p-4 sm:flex-row sm:items-start"
    >
      <MailWarning className="h-6 w-6 shrink-0 text-amber-300" aria-hidden />
      <div className="min-w-0 flex-1 text-sm text-amber-100">
        <h2 id="admin-mail-off-title" className="font-semibold text-amber-200">
          {t('mailOff.title')}
        </h2>
        <p className="mt-1">{t('mailOff.body')}</p>
        {email.outboxDir && (
          <p className="mt-1">
            {t('mailOff.folder')}{' '}
            <code className="rounded bg-amber-500/15 px-1.5 py-0.5 font-mono [overflow-wrap:anywhere]">
              {email.outboxDir}
            </code>
          </p>
        )}
        <p className="mt-1">{t('mailOff.howTo')}</p>
      </div>
      <Button variant="secondary" size="sm" onClick={onSetUp}>
        {t('mailOff.setUp')}
      </Button>
    </section>
  );
}
