import { Loader2, Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCreateNewProject } from '../use-create-new-project';
import { Button } from '../../../components/ui/button';

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
  const look =
    variant === 'nav'
      ? ({
          variant: 'primary',
          size: 'nav',
          className: collapsed ? 'justify-center' : undefined,
        } as const)
      : ({ variant: 'raised', size: 'pill', className: 'shrink-0' } as const);
  return (
    <Button
      {...look}
      focus="native"
      dimmed={70}
      onClick={createNewProject}
      disabled={isCreating}
      aria-label={collapsed ? label : undefined}
      title={collapsed ? label : undefined}
    >
      <Icon className={`h-5 w-5 shrink-0 ${isCreating ? 'animate-spin' : ''}`} aria-hidden />
      {!collapsed && <span className="truncate">{label}</span>}
    </Button>
  );
}
