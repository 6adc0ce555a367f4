import { PROJECT_TITLE_MAX } from '../../../../shared/constants';
import { Pencil } from 'lucide-react';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../lib/notify';
import { can } from '../../../../shared/permissions';
import type { Project } from '../../../../shared/schemas/projects';
import { errorMessage } from '../../../lib/api-client';
import { useUpdateProject } from '../../../lib/queries/projects';
import { Input } from '../../../components/ui/input';
import { Button } from '../../../components/ui/button';

const titleClass = 'text-2xl font-bold text-white [overflow-wrap:anywhere] sm:text-3xl';

/**
 * The project title; its owner clicks it to rename (Enter saves, Escape cancels, an empty or
 * unchanged title is ignored). The library project keeps its name.
 */
export function ProjectTitle({ project }: { project: Project }) {
  const { t } = useTranslation('projects');
  const update = useUpdateProject(project.id);
  const [draft, setDraft] = useState<string | null>(null);
  const finished = useRef(false);
  const editable = can(project.role, 'project.rename', { isLibrary: project.isLibrary });
  // While the rename is on its way, show the new name rather than flick back to the old one.
  const shown = (update.isPending && update.variables?.title) || project.title;

  if (!editable) return <h1 className={titleClass}>{project.title}</h1>;

  const beginEditing = () => {
    finished.current = false;
    setDraft(shown);
  };

  const finish = (save: boolean) => {
    if (finished.current || draft === null) return;
    finished.current = true;
    const title = draft.trim();
    setDraft(null);
    if (!save || !title || title === project.title) return;
    update.mutate(
      { title },
      {
        onSuccess: () => toast.success(t('header.titleUpdated')),
        onError: (failure) => toast.error(errorMessage(failure, t('header.titleFailed'))),
      },
    );
  };

  const handleKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      finish(true);
    } else if (event.key === 'Escape') {
      event.preventDefault();
      finish(false);
    }
  };

  if (draft !== null) {
    return (
      <Input
        tone="title"
        // Focus goes straight to the field the person just asked for.
        autoFocus
        value={draft}
        maxLength={PROJECT_TITLE_MAX}
        aria-label={t('header.titleLabel')}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={handleKeyDown}
        onBlur={() => finish(true)}
        onFocus={(event) => event.target.select()}
        className={`${titleClass} min-w-0`}
      />
    );
  }

  return (
    <h1 className={titleClass}>
      <Button
        variant="heading"
        size="heading"
        focus="native"
        className="group"
        onClick={beginEditing}
        title={t('header.editTitle')}
      >
        <span className="[overflow-wrap:anywhere]">{shown}</span>
        <Pencil
          className="h-4 w-4 shrink-0 text-zinc-500 opacity-60 group-hover:text-brand-300 group-hover:opacity-100 group-focus-visible:opacity-100"
          aria-hidden
        />
        <span className="sr-only">({t('header.editTitle')})</span>
      </Button>
    </h1>
  );
}
