import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Switch } from '../../../components/ui/switch';
import { toast } from '../../../lib/notify';
import { useSaveDetails } from '../api/details';

/**
 * "Instrumental": the song has no words to deliver, so a release's checklist takes it in place
 * of lyrics (issue 28). Saved as soon as it is switched, apart from the text fields' autosave.
 */
export function InstrumentalSwitch({
  projectId,
  instrumental,
}: {
  projectId: string;
  instrumental: boolean;
}) {
  const { t } = useTranslation('details');
  const ids = useId();
  const save = useSaveDetails(projectId, () => toast.error(t('instrumental.failed')));
  const shown =
    save.isPending && save.variables ? Boolean(save.variables.instrumental) : instrumental;
  return (
    <div className="mt-4 flex items-start justify-between gap-4 border-t border-zinc-800 pt-4">
      <div>
        <p id={`${ids}-label`} className="text-sm font-medium text-zinc-200">
          {t('instrumental.label')}
        </p>
        <p id={`${ids}-hint`} className="mt-1 text-xs text-zinc-400">
          {t('instrumental.hint')}
        </p>
      </div>
      <Switch
        checked={shown}
        busy={save.isPending}
        disabled={save.isPending}
        labelledBy={`${ids}-label`}
        describedBy={`${ids}-hint`}
        onChange={(next) => save.mutate({ instrumental: next })}
      />
    </div>
  );
}
