import { FolderKanban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUS_FILTERS } from '../../../../shared/schemas/admin';
import { PanelCard } from '../../../components/ui/panel-card';
import { useAdminProjects } from '../api/projects';
import { formatCount } from './format';
import { AdminListFrame } from './admin-list-frame';
import { StatusBadge } from './status-badge';
import { cellClass, headerCellClass, tableClass } from './styles';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';

const COLUMNS = ['title', 'artist', 'status', 'tracks', 'plays'] as const;

/**
 * Projects tab: every song project (not the per-profile libraries) with its owner, status,
 * tracks and plays. Read only: an administrator does not open other people's projects.
 */
export function ProjectsTab() {
  const { t, i18n } = useTranslation('admin');
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<(typeof PROJECT_STATUS_FILTERS)[number]>('all');
  const projects = useAdminProjects({
    search: useDebouncedValue(search.trim(), LIST_SEARCH_DEBOUNCE_MS),
    status,
  });
  const locale = i18n.resolvedLanguage;

  return (
    <PanelCard id="admin-projects-title" title={t('projects.title')} icon={FolderKanban}>
      <AdminListFrame
        section="projects"
        search={search}
        onSearch={setSearch}
        filter={{
          label: t('projects.statusFilter'),
          value: status,
          options: PROJECT_STATUS_FILTERS.map((value) => ({
            value,
            label: value === 'all' ? t('projects.allStatuses') : t(`projects:status.${value}`),
          })),
          onChange: (value) => setStatus(value as typeof status),
        }}
        list={projects}
      >
        <div className="overflow-x-auto">
          <table className={tableClass}>
            <caption className="sr-only">{t('projects.caption')}</caption>
            <thead>
              <tr>
                {COLUMNS.map((column) => (
                  <th key={column} scope="col" className={headerCellClass}>
                    {t(`projects.columns.${column}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {projects.items.map((project) => (
                <tr key={project.id}>
                  <th scope="row" className={`${cellClass} font-medium text-white`}>
                    {project.title}
                  </th>
                  <td className={cellClass}>{project.artist}</td>
                  <td className={cellClass}>
                    <StatusBadge
                      status={project.status}
                      label={t(`projects:status.${project.status}`, {
                        defaultValue: project.status,
                      })}
                    />
                  </td>
                  <td className={cellClass}>{formatCount(project.tracks, locale)}</td>
                  <td className={cellClass}>{formatCount(project.plays, locale)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </AdminListFrame>
    </PanelCard>
  );
}
