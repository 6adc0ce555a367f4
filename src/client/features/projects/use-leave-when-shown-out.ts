import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isProjectOwner } from '../../../shared/permissions';
import type { Project } from '../../../shared/schemas/projects';
import { ApiError } from '../../lib/api-client';
import { toast } from '../../lib/notify';

/** Answers that mean the project is not, or no longer, the caller's to see. */
export const isProjectAbsent = (error: unknown) =>
  error instanceof ApiError && [400, 403, 404].includes(error.status);

/**
 * Live project state (issue 26 item 1): a project that was shown and then refused (the caller
 * was removed, or it was deleted; a `members` or `project` event made the page read it again)
 * closes with a message and goes back home, instead of leaving a page one may no longer use.
 * Not for its owner: nobody removes an owner, so the project was deleted by them, and the delete
 * dialog says so and leaves the page itself (another of their tabs shows "not found").
 */
export function useLeaveWhenShownOut(
  project: UseQueryResult<Project>,
  /** Words the person was writing on the page (open lyrics editors), offered to copy. */
  unsavedWords: (projectId: string) => string = () => '',
): void {
  const { t } = useTranslation('projects');
  const navigate = useNavigate();
  const seen = useRef<Project | null>(null);
  if (project.data) seen.current = project.data;
  const title = seen.current?.title ?? null;
  const shownOut =
    project.isError &&
    seen.current !== null &&
    !isProjectOwner(seen.current.role) &&
    isProjectAbsent(project.error);

  useEffect(() => {
    if (!shownOut) return;
    // The page's editors close with it: what was on screen stays one click away (issue 26
    // item 2: edits refused because access ended are kept for copying).
    const words = seen.current ? unsavedWords(seen.current.id) : '';
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(words);
        toast(t('shownOut.copied'));
      } catch {
        toast.error(t('shownOut.copyFailed'));
      }
    };
    toast.warning(t('shownOut.title', { title }), {
      description: t('shownOut.body'),
      ...(words && {
        duration: Infinity,
        action: { label: t('shownOut.copyLyrics'), onClick: () => void copy() },
      }),
    });
    void navigate('/home', { replace: true });
  }, [shownOut, title, navigate, t, unsavedWords]);
}
