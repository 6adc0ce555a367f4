import { FolderKanban } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUS_FILTERS } from '../../../../shared/schemas/admin';
import { PanelCard } from '../../../components/ui/panel-card';
import { useAdminProjects } from '../api/projects';
import { formatCount } from './format';
import { AdminListFrame } from './admin-list-frame';
import { StatusBadge } from './status-badge';
import { LIST_SEARCH_DEBOUNCE_MS } from '../../../../shared/constants';
import { useDebouncedValue } from '../../../hooks/use-debounced-value';
import { Cell, ColumnHeader, DataTable, RowHeader } from '../../../components/ui/table';

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
        <DataTable caption={t('projects.caption')}>
          <thead>
            <tr>
              {COLUMNS.map((column) => (
                <ColumnHeader key={column}>{t(`projects.columns.${column}`)}</ColumnHeader>
              ))}
            </tr>
          </thead>
          <tbody>
            {projects.items.map((project) => (
              <tr key={project.id}>
                <RowHeader>{project.title}</RowHeader>
                <Cell>{project.artist}</Cell>
                <Cell>
                  <StatusBadge
                    status={project.status}
                    label={t(`projects:status.${project.status}`, {
                      defaultValue: project.status,
                    })}
                  />
                </Cell>
                <Cell>{formatCount(project.tracks, locale)}</Cell>
                <Cell>{formatCount(project.plays, locale)}</Cell>
              </tr>
            ))}
          </tbody>
        </DataTable>
      </AdminListFrame>
    </PanelCard>
  );
}
