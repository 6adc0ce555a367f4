import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Project } from '../../../../shared/schemas/projects';

interface StudioProjectPickerProps {
  projects: readonly Project[];
  selectedId: string | null;
  onSelect: (projectId: string | null) => void;
}

/** Which project the studio's lyrics, credits, splits and details tabs show (kept in `?project=`). */
export function StudioProjectPicker({ projects, selectedId, onSelect }: StudioProjectPickerProps) {
  const { t } = useTranslation('library');
  const id = useId();
  return (
    <div className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="text-sm font-medium text-zinc-300">
        {t('projectPicker.label')}
      </label>
      <select
        id={id}
        value={selectedId ?? ''}
        onChange={(event) => onSelect(event.target.value || null)}
        className="h-10 w-full rounded-lg border border-zinc-700 bg-zinc-900 px-3 text-sm text-zinc-100 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-500/40 sm:w-80"
      >
        <option value="">{t('projectPicker.placeholder')}</option>
        {projects.map((project) => (
          <option key={project.id} value={project.id}>
            {project.role === 'owner'
              ? project.title
              : t('projectPicker.sharedOption', { title: project.title, owner: project.ownerName })}
          </option>
        ))}
      </select>
    </div>
  );
}
