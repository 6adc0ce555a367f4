import { useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SPLIT_TYPES, type SplitType } from '../../../../shared/schemas/splits';

/** Ids tying each sub-tab to the one panel shown (aria-controls / aria-labelledby). */
export const splitTabId = (type: SplitType) => `split-tab-${type}`;
export const splitPanelId = (type: SplitType) => `split-panel-${type}`;

interface SplitTypeTabsProps {
  active: SplitType;
  onChange: (type: SplitType) => void;
  /** Each type's allocated total ("60%") once the splits are loaded. */
  allocated?: Record<SplitType, string>;
}

const NEXT_INDEX: Record<string, (index: number, last: number) => number> = {
  ArrowRight: (index, last) => (index === last ? 0 : index + 1),
  ArrowLeft: (index, last) => (index === 0 ? last : index - 1),
  Home: () => 0,
  End: (_index, last) => last,
};

/** Master / publishing / performance rights (WAI-ARIA tabs: arrows, Home and End move). */
export function SplitTypeTabs({ active, onChange, allocated }: SplitTypeTabsProps) {
  const { t } = useTranslation('splits');
  const buttons = useRef(new Map<SplitType, HTMLButtonElement>());

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const move = NEXT_INDEX[event.key];
    if (!move) return;
    event.preventDefault();
    const type = SPLIT_TYPES[move(SPLIT_TYPES.indexOf(active), SPLIT_TYPES.length - 1)]!;
    onChange(type);
    buttons.current.get(type)?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('types.label')}
      onKeyDown={handleKeyDown}
      className="inline-flex max-w-full gap-1 overflow-x-auto rounded-xl border border-zinc-800 bg-zinc-900/60 p-1"
    >
      {SPLIT_TYPES.map((type) => {
        const selected = type === active;
        return (
          <button
            key={type}
            ref={(node) => {
              if (node) buttons.current.set(type, node);
              else buttons.current.delete(type);
            }}
            type="button"
            role="tab"
            id={splitTabId(type)}
            aria-selected={selected}
            aria-controls={selected ? splitPanelId(type) : undefined}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(type)}
            className={`inline-flex shrink-0 items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400 ${
              selected
                ? 'bg-brand-600 text-white'
                : 'text-zinc-300 hover:bg-zinc-800 hover:text-white'
            }`}
          >
            {t(`types.${type}`)}
            {allocated && (
              <span
                className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-black/30 text-white' : 'bg-zinc-800 text-zinc-300'}`}
              >
                {allocated[type]}
              </span>
            )}
          </button>
        );
      })}
    </div>
  );
}
