import { Download, type LucideIcon } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, buttonClasses } from '../../../components/ui/button';
import { PanelCard } from '../../../components/ui/panel-card';

interface ViewPanelProps {
  title: string;
  icon: LucideIcon;
  /** GET /api/analytics/export of this view: the whole table as a CSV file. */
  exportHref: string;
  /** Drawn for the eye; screen readers read the table instead. */
  chart?: ReactNode;
  /** The view's figures. Beside a chart it is read by screen readers and shown on request. */
  table: ReactNode;
  /** Said in place of chart and table when the view has nothing in the period. */
  empty?: ReactNode;
  className?: string;
}

/** One view of the page: its chart (if any), its table, and its CSV export. */
export function ViewPanel({
  title,
  icon,
  exportHref,
  chart,
  table,
  empty,
  className,
}: ViewPanelProps) {
  const { t } = useTranslation('analytics');
  const id = useId();
  const [tableShown, setTableShown] = useState(false);
  return (
    <PanelCard
      id={`${id}-title`}
      title={title}
      icon={icon}
      className={className}
      aside={
        <div className="flex flex-wrap items-center justify-end gap-2">
          {chart && !empty && (
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={tableShown}
              onClick={() => setTableShown((shown) => !shown)}
            >
              {tableShown ? t('table.hide') : t('table.show')}
            </Button>
          )}
          <a
            href={exportHref}
            download
            aria-label={t('export.labelOf', { view: title })}
            className={buttonClasses({ variant: 'secondary', size: 'sm' })}
          >
            <Download className="h-4 w-4" aria-hidden />
            {t('export.label')}
          </a>
        </div>
      }
    >
      {empty ?? (
        <>
          {chart}
          <div className={chart && !tableShown ? 'sr-only' : chart ? 'mt-4' : undefined}>
            {table}
          </div>
        </>
      )}
    </PanelCard>
  );
}
