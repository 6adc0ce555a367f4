import { Loader2, Pencil, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { ProfileEditor } from '../use-profile-editor';
import { primaryButtonClass, secondaryButtonClass } from './action-styles';

/** Edit Profile in view mode; Save and Cancel in edit mode (Save off while saving). */
export function EditBar({ editor, onStart }: { editor: ProfileEditor; onStart: () => void }) {
  const { t } = useTranslation('profile');
  if (!editor.editing) {
    return (
      <button type="button" onClick={onStart} className={secondaryButtonClass}>
        <Pencil className="h-4 w-4" aria-hidden />
        {t('actions.edit')}
      </button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-zinc-400">{t('edit.editing')}</p>
      <button
        type="button"
        onClick={editor.cancel}
        disabled={editor.pending}
        className={secondaryButtonClass}
      >
        <X className="h-4 w-4" aria-hidden />
        {t('common:cancel')}
      </button>
      <button
        type="button"
        onClick={editor.save}
        disabled={editor.pending}
        className={primaryButtonClass}
      >
        {editor.pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {editor.pending ? t('edit.saving') : t('common:save')}
      </button>
    </div>
  );
}
