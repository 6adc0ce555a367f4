import { Plus } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import { NewProjectDialog } from './new-project-dialog';

interface NewProjectButtonProps {
  /** 'nav': a sidebar/drawer entry (icon only when collapsed); 'primary': a page action. */
  variant?: 'nav' | 'primary';
  collapsed?: boolean;
  /** Runs once the project exists, before its page opens. */
  onCreated?: () => void;
}

/** "New project": asks for a name (NewProjectDialog), creates the project and opens it. */
export function NewProjectButton({
  variant = 'primary',
  collapsed = false,
  onCreated,
}: NewProjectButtonProps) {
  const { t } = useTranslation('projects');
  const [asking, setAsking] = useState(false);
  const label = t('newProject.button');
  const look =
    variant === 'nav'
      ? ({
          variant: 'primary',
          size: 'nav',
          className: collapsed ? 'justify-center' : undefined,
        } as const)
      : ({ variant: 'raised', size: 'pill', className: 'shrink-0' } as const);
  return (
    <>
      <Button
        {...look}
        focus="native"
        dimmed={70}
        onClick={() => setAsking(true)}
        aria-haspopup="dialog"
        aria-label={collapsed ? label : undefined}
        title={collapsed ? label : undefined}
      >
        <Plus className="h-5 w-5 shrink-0" aria-hidden />
        {!collapsed && <span className="truncate">{label}</span>}
      </Button>
      <NewProjectDialog open={asking} onOpenChange={setAsking} onCreated={onCreated} />
    </>
  );
}
