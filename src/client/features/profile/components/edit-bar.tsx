import { Loader2, Pencil, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/button';
import type { ProfileEditor } from '../use-profile-editor';

/** Edit Profile in view mode; Save and Cancel in edit mode (Save off while saving). */
export function EditBar({ editor, onStart }: { editor: ProfileEditor; onStart: () => void }) {
  const { t } = useTranslation('profile');
  if (!editor.editing) {
    return (
      <Button variant="secondary" onClick={onStart}>
        <Pencil className="h-4 w-4" aria-hidden />
        {t('actions.edit')}
      </Button>
    );
  }
  return (
    <div className="flex flex-wrap items-center gap-3">
      <p className="text-sm text-zinc-400">{t('edit.editing')}</p>
      <Button variant="secondary" onClick={editor.cancel} disabled={editor.pending}>
        <X className="h-4 w-4" aria-hidden />
        {t('common:cancel')}
      </Button>
      <Button onClick={editor.save} disabled={editor.pending}>
        {editor.pending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden />}
        {editor.pending ? t('edit.saving') : t('common:save')}
      </Button>
    </div>
  );
}
