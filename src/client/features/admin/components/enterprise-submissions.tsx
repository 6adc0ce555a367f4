import { Building2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PanelCard } from '../../../components/ui/panel-card';
import { useEnterpriseInquiries } from '../api/overview';
import { NamespacedListFooter } from '../../../components/ui/paged-list-footer';
import { formatDateTime } from './format';
import { TableStates } from './table-states';

/** The landing page's Studio plan survey: who asked, what they need. */
export function EnterpriseSubmissions() {
  const { t, i18n } = useTranslation('admin');
  const inquiries = useEnterpriseInquiries();
  return (
    <PanelCard id="admin-enterprise-title" title={t('enterprise.title')} icon={Building2}>
      <TableStates
        query={inquiries}
        count={inquiries.data ? inquiries.items.length : undefined}
        emptyTitle={t('enterprise.empty')}
        emptyBody={t('enterprise.emptyBody')}
        errorTitle={t('enterprise.error')}
      />
      {inquiries.items.length > 0 && (
        <ul className="space-y-3">
          {inquiries.items.map((inquiry) => (
            <li key={inquiry.id} className="rounded-xl border border-zinc-800 bg-zinc-950/40 p-4">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <p className="font-medium text-white">
                  {inquiry.name} · {inquiry.company}
                </p>
                <time dateTime={inquiry.createdAt} className="text-xs text-zinc-400">
                  {formatDateTime(inquiry.createdAt, i18n.resolvedLanguage)}
                </time>
              </div>
              <p className="mt-1 text-sm text-zinc-300 [overflow-wrap:anywhere]">
                <a
                  href={`mailto:${inquiry.email}`}
                  className="text-brand-300 underline-offset-2 hover:underline"
                >
                  {inquiry.email}
                </a>
                {inquiry.phone ? ` · ${inquiry.phone}` : ''}
              </p>
              <dl className="mt-2 grid gap-x-6 gap-y-1 text-xs text-zinc-400 sm:grid-cols-3">
                {(['teamSize', 'businessType', 'monthlyProjects'] as const).map((key) => (
                  <div key={key} className="flex gap-1">
                    <dt>{t(`enterprise.fields.${key}`)}:</dt>
                    <dd className="text-zinc-200">{inquiry[key] ?? '—'}</dd>
                  </div>
                ))}
              </dl>
              {inquiry.integrations.length > 0 && (
                <p className="mt-2 text-xs text-zinc-400">
                  {t('enterprise.fields.integrations')}: {inquiry.integrations.join(', ')}
                </p>
              )}
              {inquiry.requirements && (
                <p className="mt-2 whitespace-pre-line text-sm text-zinc-300">
                  {inquiry.requirements}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
      <NamespacedListFooter list={inquiries} namespace="admin" />
    </PanelCard>
  );
}
