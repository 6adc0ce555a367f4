import { LayoutGrid, List } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PROJECT_STATUSES, type ProjectStatus } from '../../../../shared/constants';
import type { Folder } from '../../../../shared/schemas/folders';
import {
  PROJECT_SCOPES,
  PROJECT_SORTS,
  UNFILED_FOLDER,
  type ProjectScope,
  type ProjectSort,
} from '../../../../shared/schemas/projects';
import { SearchQueryBox } from '../../../components/ui/search-query-box';
import { SelectField } from '../../../components/ui/select';
import { PROJECT_LAYOUTS, type ProjectLayout } from '../lib/project-grid';
import type { ProjectListFilters } from '../lib/project-list-filters';
import { Button } from '../../../components/ui/button';

interface ProjectListToolbarProps {
  filters: ProjectListFilters;
  onChange: (changes: Partial<ProjectListFilters>) => void;
  /** The folders loaded so far, for the folder filter; omitted on a folder's own page. */
  folders?: readonly Folder[];
  layout: ProjectLayout;
  onLayoutChange: (layout: ProjectLayout) => void;
}

/** Any folder: the select's empty value. */
const ANY = '';

const LAYOUT_ICONS = { cards: LayoutGrid, rows: List } as const;

/** Search (sent to the server as typing pauses), sort, the filters and cards-or-rows. */
export function ProjectListToolbar({
  filters,
  onChange,
  folders,
  layout,
  onLayoutChange,
}: ProjectListToolbarProps) {
  const { t } = useTranslation(['project-list', 'projects']);
  const chosenFolderUnknown =
    filters.folder !== null &&
    filters.folder !== UNFILED_FOLDER &&
    !folders?.some((folder) => folder.id === filters.folder);

  return (
    <div className="flex flex-col gap-3 lg:flex-row lg:flex-wrap lg:items-center">
      <SearchQueryBox
        id="projects-search"
        label={t('toolbar.search')}
        landmarkLabel={t('toolbar.search')}
        placeholder={t('toolbar.searchPlaceholder')}
        clearLabel={t('toolbar.clearSearch')}
        className="lg:w-72"
      />
      <div className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-center">
        <SelectField
          id="projects-sort"
          label={t('toolbar.sort')}
          hideLabel
          value={filters.sort}
          onChange={(event) => onChange({ sort: event.target.value as ProjectSort })}
          className="w-full sm:w-auto"
        >
          {PROJECT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`toolbar.sorts.${sort}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="projects-status"
          label={t('toolbar.status')}
          hideLabel
          value={filters.status ?? ANY}
          onChange={(event) =>
            onChange({ status: (event.target.value || null) as ProjectStatus | null })
          }
          className="w-full sm:w-auto"
        >
          <option value={ANY}>{t('toolbar.anyStatus')}</option>
          {PROJECT_STATUSES.map((status) => (
            <option key={status} value={status}>
              {t(`projects:status.${status}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          id="projects-scope"
          label={t('toolbar.scope')}
          hideLabel
          value={filters.scope}
          onChange={(event) => onChange({ scope: event.target.value as ProjectScope })}
          className="w-full sm:w-auto"
        >
          {PROJECT_SCOPES.map((scope) => (
            <option key={scope} value={scope}>
              {t(`toolbar.scopes.${scope}`)}
            </option>
          ))}
        </SelectField>
        {folders && (
          <SelectField
            id="projects-folder"
            label={t('toolbar.folder')}
            hideLabel
            value={filters.folder ?? ANY}
            onChange={(event) => onChange({ folder: event.target.value || null })}
            className="w-full sm:w-auto sm:max-w-[14rem]"
          >
            <option value={ANY}>{t('toolbar.anyFolder')}</option>
            <option value={UNFILED_FOLDER}>{t('toolbar.noFolder')}</option>
            {chosenFolderUnknown && (
              <option value={filters.folder!}>{t('toolbar.chosenFolder')}</option>
            )}
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.name}
              </option>
            ))}
          </SelectField>
        )}
      </div>
      <div
        role="group"
        aria-label={t('toolbar.layout')}
        className="inline-flex self-start rounded-lg border border-zinc-700 p-0.5 lg:ml-auto"
      >
        {PROJECT_LAYOUTS.map((option) => {
          const Icon = LAYOUT_ICONS[option];
          const pressed = layout === option;
          return (
            <Button
              variant={pressed ? 'segment-on' : 'segment'}
              size="segment"
              key={option}
              aria-pressed={pressed}
              onClick={() => onLayoutChange(option)}
            >
              <Icon className="h-4 w-4" aria-hidden />
              {t(`toolbar.layouts.${option}`)}
            </Button>
          );
        })}
      </div>
    </div>
  );
}
