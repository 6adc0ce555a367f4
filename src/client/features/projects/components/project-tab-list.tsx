import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { PROJECT_TABS, type ProjectTab } from '../lib/project-tabs';
import { TAB_ICONS } from './project-tab-icons';

/** Ids tying each tab to the one panel shown (aria-controls / aria-labelledby). */
export const tabId = (tab: ProjectTab) => `project-tab-${tab}`;
export const panelId = (tab: ProjectTab) => `project-panel-${tab}`;

interface ProjectTabListProps {
  active: ProjectTab;
  onChange: (tab: ProjectTab) => void;
}

/** The project's tabs (WAI-ARIA tabs: arrows, Home and End move between them). */
export function ProjectTabList({ active, onChange }: ProjectTabListProps) {
  const { t } = useTranslation('projects');
  const buttons = useRef(new Map<ProjectTab, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = PROJECT_TABS.indexOf(active);
    const last = PROJECT_TABS.length - 1;
    const target =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (target === null) return;
    event.preventDefault();
    const tab = PROJECT_TABS[target]!;
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={handleKeyDown}
      className="-mx-4 flex gap-1 overflow-x-auto border-b border-zinc-800 px-4 sm:mx-0 sm:px-0"
    >
      {PROJECT_TABS.map((tab) => {
        const selected = tab === active;
        const Icon = TAB_ICONS[tab];
        return (
          <button
            key={tab}
            ref={(node) => {
              if (node) buttons.current.set(tab, node);
              else buttons.current.delete(tab);
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors ${
              selected
                ? 'border-brand-500 text-white'
                : 'border-transparent text-zinc-400 hover:border-zinc-600 hover:text-zinc-100'
            }`}
          >
            <Icon className={`h-4 w-4 ${selected ? 'text-brand-400' : ''}`} aria-hidden />
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
