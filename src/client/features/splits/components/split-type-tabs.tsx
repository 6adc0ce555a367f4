import { useTranslation } from 'react-i18next';
import { Tabs } from '../../../components/ui/tabs';
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

/** Master / publishing / performance rights (WAI-ARIA tabs: arrows, Home and End move). */
export function SplitTypeTabs({ active, onChange, allocated }: SplitTypeTabsProps) {
  const { t } = useTranslation('splits');
  return (
    <Tabs
      look="pill"
      tabs={SPLIT_TYPES}
      active={active}
      onChange={onChange}
      label={t('types.label')}
      labelOf={(type) => t(`types.${type}`)}
      extraOf={(type, selected) =>
        allocated && (
          <span
            className={`rounded-full px-1.5 text-xs tabular-nums ${selected ? 'bg-black/30 text-white' : 'bg-zinc-800 text-zinc-300'}`}
          >
            {allocated[type]}
          </span>
        )
      }
      tabId={splitTabId}
      panelId={splitPanelId}
    />
  );
}
