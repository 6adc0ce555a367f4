import type { LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';

/** The tab a key moves to (arrows wrap, Home and End jump), or null for any other key. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

interface IconTabListProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (tab: T) => string;
  iconOf: (tab: T) => LucideIcon;
  /** Ids tying each tab to the one panel shown (aria-controls / aria-labelledby). */
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  className?: string;
}

/**
 * A page's row of icon tabs (WAI-ARIA tabs: one tab stop, arrows, Home and End move between
 * them and select). The project page, the profile and the admin console use it.
 */
export function IconTabList<T extends string>(props: IconTabListProps<T>) {
  const { tabs, active, onChange, label, labelOf, iconOf, tabId, panelId } = props;
  const buttons = useRef(new Map<T, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabIndexForKey(event.key, tabs.indexOf(active), tabs.length);
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={label}
      onKeyDown={handleKeyDown}
      className={`flex gap-1 overflow-x-auto border-b border-zinc-800 ${props.className ?? ''}`}
    >
      {tabs.map((tab) => {
        const selected = tab === active;
        const Icon = iconOf(tab);
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
            // An inset ring: the scrolling tab strip cuts off anything drawn outside a tab.
            className={`-mb-px inline-flex shrink-0 items-center gap-2 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-400 ${
              selected
                ? 'border-brand-500 text-white'
                : 'border-transparent text-zinc-400 hover:border-zinc-600 hover:text-zinc-100'
            }`}
          >
            <Icon className={`h-4 w-4 ${selected ? 'text-brand-400' : ''}`} aria-hidden />
            {labelOf(tab)}
          </button>
        );
      })}
    </div>
  );
}
