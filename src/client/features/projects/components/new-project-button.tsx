import { Loader2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCreateNewProject } from '../use-create-new-project';

interface NewProjectButtonProps {
  /** 'nav': a sidebar/drawer entry (icon only when collapsed); 'primary': a page action. */
  variant?: 'nav' | 'primary';
  collapsed?: boolean;
  /** Runs once the project exists, before its page opens. */
  onCreated?: () => void;
}

/** Creates a "New Song {date}" project and opens its audio tab. */
export function NewProjectButton({
  variant = 'primary',
  collapsed = false,
  onCreated,
}: NewProjectButtonProps) {
  const { t } = useTranslation('projects');
  const { createNewProject, isCreating } = useCreateNewProject(onCreated);
  const label = isCreating ? t('newProject.creating') : t('newProject.button');
  const Icon = isCreating ? Loader2 : Plus;
  const className =
    variant === 'nav'
      ? `flex w-full items-center gap-3 rounded-lg bg-brand-600 px-3 py-2.5 text-sm font-semibold text-white transition-colors hover:bg-brand-500 disabled:opacity-70 ${collapsed ? 'justify-center' : ''}`
      : 'inline-flex h-10 shrink-0 items-center gap-2 rounded-full bg-brand-600 px-4 text-sm font-semibold text-white shadow-lg shadow-brand-900/30 transition-colors hover:bg-brand-500 disabled:opacity-70';
  return (
    <button
      type="button"
      onClick={createNewProject}
      disabled={isCreating}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
      className={className}
    >
      <Icon className={`h-5 w-5 shrink-0 ${isCreating ? 'animate-spin' : ''}`} aria-hidden />
      {!collapsed && <span className="truncate">{label}</span>}
    </button>
  );
}
