import { ExternalLink, PieChart, Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SplitConfirmation } from '../../../../shared/schemas/split-confirmations';
import type { Split, SplitHistoryEntry, SplitType } from '../../../../shared/schemas/splits';
import { EmptyPanel } from '../../../components/ui/empty-state';
import { splitSheetUrl } from '../api/splits';
import type { SplitTotals } from '../lib/split-list';
import { DeleteSplitDialog } from './delete-split-dialog';
import { SplitAgreementCard } from './split-agreement-card';
import { SplitFormDialog } from './split-form-dialog';
import { SplitHistory } from './split-history';
import { SplitList } from './split-list';
import { SplitTotalsCard } from './split-totals';
import { Button } from '../../../components/ui/button';

interface SplitTypePanelProps {
  projectId: string;
  type: SplitType;
  /** This type's splits, in display order. */
  splits: Split[];
  totals: SplitTotals;
  history: SplitHistoryEntry[];
  canWrite: boolean;
  /** The type's agreement (issue 26 item 5): a fully confirmed type is locked. */
  confirmation: SplitConfirmation;
  /** The owner may send it for confirmation (`splits.send`). */
  canSend: boolean;
}

/** The form being shown: adding, or editing one split. */
type FormTarget = { split: Split | null } | null;

/** One split type: totals, the list with its actions, the sheet link and the change history. */
export function SplitTypePanel({
  projectId,
  type,
  splits,
  totals,
  history,
  canWrite: mayWrite,
  confirmation,
  canSend,
}: SplitTypePanelProps) {
  // Everyone confirmed: the server refuses changes (409 splits.locked) until the owner reopens.
  const canWrite = mayWrite && !confirmation.locked;
  const { t } = useTranslation('splits');
  const [form, setForm] = useState<FormTarget>(null);
  const [deleting, setDeleting] = useState<Split | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const opener = useRef<HTMLElement | null>(null);

  // Our dialogs have no Radix Trigger, so focus goes back by hand: to the button that opened
  // them, or to the heading when that button is gone (the deleted row, the empty state's add).
  const rememberOpener = () => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  };
  const restoreFocus = () => {
    if (opener.current?.isConnected) opener.current.focus();
    else heading.current?.focus();
  };
  const openForm = (split: Split | null) => {
    rememberOpener();
    setForm({ split });
  };
  const openDelete = (split: Split) => {
    rememberOpener();
    setDeleting(split);
  };

  const addButton = (
    <Button onClick={() => openForm(null)}>
      <Plus className="h-4 w-4" aria-hidden />
      {t('actions.add')}
    </Button>
  );

  return (
    <div className="space-y-6">
      <SplitTotalsCard type={type} totals={totals} />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          ref={heading}
          tabIndex={-1}
          className="text-base font-semibold text-zinc-100 focus:outline-none"
        >
          {t(`typeTitles.${type}`)}
        </h2>
        <div className="flex flex-wrap items-center gap-3">
          <a
            href={splitSheetUrl(projectId, type)}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-2 rounded-lg border border-zinc-700 px-3 py-2 text-sm font-medium text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
          >
            <ExternalLink className="h-4 w-4" aria-hidden />
            {t('actions.sheet')}
            <span className="sr-only"> {t('actions.newTab')}</span>
          </a>
          {canWrite && splits.length > 0 && addButton}
        </div>
      </div>
      {!mayWrite && <p className="text-sm text-zinc-400">{t('list.readOnly')}</p>}
      {(splits.length > 0 || confirmation.state !== 'none') && (
        <SplitAgreementCard
          projectId={projectId}
          type={type}
          splits={splits}
          confirmation={confirmation}
          ready={totals.ready}
          canSend={canSend}
        />
      )}
      {splits.length === 0 ? (
        <EmptyPanel
          icon={PieChart}
          title={t(`empty.${type}`)}
          body={canWrite ? t('empty.ownerBody') : t('empty.readerBody')}
          action={canWrite && addButton}
        />
      ) : (
        <SplitList
          type={type}
          splits={splits}
          onEdit={canWrite ? openForm : undefined}
          onDelete={canWrite ? openDelete : undefined}
        />
      )}
      <SplitHistory entries={history} headingId={`split-history-${type}`} />
      {form && (
        <SplitFormDialog
          projectId={projectId}
          type={type}
          split={form.split}
          available={totals.unallocated + (form.split?.percentage ?? 0)}
          onClose={() => setForm(null)}
          onCloseAutoFocus={restoreFocus}
        />
      )}
      {deleting && (
        <DeleteSplitDialog
          projectId={projectId}
          split={deleting}
          onClose={() => setDeleting(null)}
          onCloseAutoFocus={restoreFocus}
        />
      )}
    </div>
  );
}
