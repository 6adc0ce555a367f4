import type { LucideIcon } from 'lucide-react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { TabScrollFrame, type TabScrollLabels } from './tab-scroll-frame';

/** The tab a key moves to (arrows wrap, Home and End jump), or null for any other key. */
export function tabIndexForKey(key: string, index: number, count: number): number | null {
  const last = count - 1;
  if (key === 'ArrowRight') return index === last ? 0 : index + 1;
  if (key === 'ArrowLeft') return index === 0 ? last : index - 1;
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  return null;
}

// An inset focus ring: a scrolling tab strip cuts off anything drawn outside a tab.
const FOCUS_CLASS =
  'focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset ' +
  'focus-visible:ring-brand-400';

const LOOKS = {
  /** A page's sections: a row of tabs over a line, the chosen one underlined. */
  underline: {
    list: 'flex gap-1 overflow-x-auto border-b border-zinc-800',
    tab: '-mb-px border-b-2 px-3 py-2.5',
    selected: 'border-brand-500 text-white',
    idle: 'border-transparent text-zinc-400 hover:border-zinc-600 hover:text-zinc-100',
  },
  /** A switch between views of one panel (the split types): filled pills in a frame. */
  pill: {
    list: 'inline-flex max-w-full gap-1 overflow-x-auto rounded-xl border border-zinc-800 bg-zinc-900/60 p-1',
    tab: 'rounded-lg px-3 py-2',
    selected: 'bg-brand-600 text-white',
    idle: 'text-zinc-300 hover:bg-zinc-800 hover:text-white',
  },
} as const;

interface TabsProps<T extends string> {
  tabs: readonly T[];
  active: T;
  onChange: (tab: T) => void;
  /** The tab list's accessible name. */
  label: string;
  labelOf: (tab: T) => string;
  iconOf?: (tab: T) => LucideIcon;
  /** Something after a tab's name (a count, a total). */
  extraOf?: (tab: T, selected: boolean) => ReactNode;
  /** Ids tying each tab to the one panel shown (aria-controls / aria-labelledby). */
  tabId: (tab: T) => string;
  panelId: (tab: T) => string;
  look?: keyof typeof LOOKS;
  /** The list's outer layout (negative margins to reach the page edge). */
  className?: string;
  /**
   * For a strip that may not fit a phone: a fade and an arrow show that more tabs lie that way
   * (the arrows' names). `className` then lays out the frame around the strip.
   */
  scrollLabels?: TabScrollLabels;
}

/**
 * A row of tabs (WAI-ARIA tabs with automatic activation: one tab stop; arrows, Home and End
 * move between the tabs and select). The caller renders the one panel of the active tab, with
 * `id={panelId(tab)}`, `role="tabpanel"` and `aria-labelledby={tabId(tab)}`.
 */
export function Tabs<T extends string>(props: TabsProps<T>) {
  const { tabs, active, onChange, labelOf, iconOf, extraOf, tabId, panelId } = props;
  const look = LOOKS[props.look ?? 'underline'];
  const buttons = useRef(new Map<T, HTMLButtonElement>());
  const listRef = useRef<HTMLDivElement>(null);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = tabIndexForKey(event.key, tabs.indexOf(active), tabs.length);
    if (target === null) return;
    event.preventDefault();
    const tab = tabs[target]!;
    onChange(tab);
    buttons.current.get(tab)?.focus();
  };

  const list = (
    <div
      ref={listRef}
      role="tablist"
      aria-label={props.label}
      onKeyDown={handleKeyDown}
      className={`${look.list} ${props.scrollLabels ? '' : (props.className ?? '')}`}
    >
      {tabs.map((tab) => {
        const selected = tab === active;
        const Icon = iconOf?.(tab);
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
            // Only the active tab's panel is in the page.
            aria-controls={selected ? panelId(tab) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`inline-flex shrink-0 items-center gap-2 text-sm font-medium transition-colors ${FOCUS_CLASS} ${look.tab} ${selected ? look.selected : look.idle}`}
          >
            {Icon && <Icon className={`h-4 w-4 ${selected ? 'text-brand-400' : ''}`} aria-hidden />}
            {labelOf(tab)}
            {extraOf?.(tab, selected)}
          </button>
        );
      })}
    </div>
  );
  if (!props.scrollLabels) return list;
  return (
    <TabScrollFrame listRef={listRef} labels={props.scrollLabels} className={props.className}>
      {list}
    </TabScrollFrame>
  );
}
