import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** The studio's tabs (part 2 §2 "Studio"), in order. */
export const STUDIO_TABS = [
  'audio',
  'lyrics',
  'collaboration',
  'credits',
  'splits',
  'details',
] as const;
export type StudioTab = (typeof STUDIO_TABS)[number];

/** `?tab=` to a known tab; anything else is the songs view. */
export function parseStudioTab(value: string | null): StudioTab {
  return (STUDIO_TABS as readonly string[]).includes(value ?? '') ? (value as StudioTab) : 'audio';
}

export const tabId = (tab: StudioTab) => `studio-tab-${tab}`;
export const panelId = (tab: StudioTab) => `studio-panel-${tab}`;

interface StudioTabsProps {
  current: StudioTab;
  onSelect: (tab: StudioTab) => void;
}

/** A tablist with roving focus: arrows, Home and End move and select (automatic activation). */
export function StudioTabs({ current, onSelect }: StudioTabsProps) {
  const { t } = useTranslation('library');
  const refs = useRef<Partial<Record<StudioTab, HTMLButtonElement | null>>>({});

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = STUDIO_TABS.indexOf(current);
    const last = STUDIO_TABS.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const tab = STUDIO_TABS[target]!;
    onSelect(tab);
    refs.current[tab]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('tabs.label')}
      onKeyDown={handleKeyDown}
      className="-mx-1 flex gap-1 overflow-x-auto border-b border-zinc-800 px-1"
    >
      {STUDIO_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(element) => {
              refs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId(tab)}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab)}
            className={`-mb-px shrink-0 border-b-2 px-3 py-2.5 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-inset focus-visible:ring-brand-400 ${
              selected
                ? 'border-brand-500 text-white'
                : 'border-transparent text-zinc-400 hover:text-zinc-200'
            }`}
          >
            {t(`tabs.${tab}`)}
          </button>
        );
      })}
    </div>
  );
}
