import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectOwner } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import {
  footerState,
  PagedListFooter,
  type PagedListState,
} from '../../../components/ui/paged-list-footer';
import { Select } from '../../../components/ui/select';

interface StudioProjectPickerProps {
  /** The projects loaded so far (the list comes a page at a time). */
  projects: readonly Project[];
  /** The chosen project, also when it is not among the loaded ones. */
  selected: Project | null;
  onSelect: (projectId: string | null) => void;
  /** The paged list of projects: whether another page waits and how to ask for it. */
  more: PagedListState;
}

/**
 * Which project the studio's lyrics, credits, splits and details tabs show (kept in
 * `?project=`): the loaded projects, and "Show more projects" while there are more.
 */
export function StudioProjectPicker({
  projects,
  selected,
  onSelect,
  more,
}: StudioProjectPickerProps) {
  const { t } = useTranslation('library');
  const id = useId();
  const options =
    selected && !projects.some((project) => project.id === selected.id)
      ? [selected, ...projects]
      : projects;
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:flex-wrap sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {t('projectPicker.label')}
      </label>
      <Select
        id={id}
        value={selected?.id ?? ''}
        onChange={(event) => onSelect(event.target.value || null)}
        className="h-10 w-full sm:w-80"
      >
        <option value="">{t('projectPicker.placeholder')}</option>
        {options.map((project) => (
          <option key={project.id} value={project.id}>
            {isProjectOwner(project.role)
              ? project.title
              : t('projectPicker.sharedOption', { title: project.title, owner: project.ownerName })}
          </option>
        ))}
      </Select>
      <PagedListFooter
        {...footerState(more)}
        autoLoad={false}
        className="py-0"
        labels={{
          more: t('projectPicker.more'),
          loading: t('projectPicker.loadingMore'),
          failed: t('projectPicker.moreFailed'),
          retry: t('projectPicker.retry'),
        }}
      />
    </div>
  );
}
