import { useTranslation } from 'react-i18next';
import { NewProjectButton } from '../../features/projects/components/new-project-button';
import { NavList } from './nav-list';
import { ShellFooter } from './shell-footer';

export const SIDEBAR_ID = 'app-sidebar';

/** Large screens: 64 px of icons when collapsed, 208 px with names when expanded. */
export function Sidebar({ expanded }: { expanded: boolean }) {
  const { t } = useTranslation('shell');
  return (
    <aside
      id={SIDEBAR_ID}
      className={`sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r border-zinc-800 bg-zinc-950 transition-[width] duration-200 lg:flex ${
        expanded ? 'w-52' : 'w-16'
      }`}
    >
      <div className="px-2 pt-4">
        <NewProjectButton variant="nav" collapsed={!expanded} />
      </div>
      <nav aria-label={t('navigation')} className="flex-1 overflow-y-auto px-2 py-4">
        <NavList collapsed={!expanded} />
      </nav>
      {expanded && <ShellFooter />}
    </aside>
  );
}
