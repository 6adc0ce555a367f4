import type { Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { useProjectLyrics } from '../api/lyrics';
import { LyricsForm, type StudioLyricsLayout } from './components/lyrics-form';
import { LyricsLoadError, LyricsLoading } from './components/lyrics-load-states';

interface StudioLyricsEditorProps {
  projectId: string;
  /** Viewers read; collaborators and owners write (DESIGN §5). */
  canEdit: boolean;
  /** 'panel': fills the slide-up panel, autosave only; 'tab': a page section with a Save button. */
  layout: StudioLyricsLayout;
  titleRef?: Ref<HTMLInputElement>;
  onUnsavedChange?: (unsaved: boolean) => void;
}

/**
 * The studio's lyrics editor for one project's first lyrics entry, shared by the player's
 * slide-up panel and the studio's lyrics tab. Loads the lyrics, then edits them as plain text.
 */
export function StudioLyricsEditor({
  projectId,
  canEdit,
  layout,
  titleRef,
  onUnsavedChange,
}: StudioLyricsEditorProps) {
  const { t } = useTranslation('studio-lyrics');
  const lyrics = useProjectLyrics(projectId);

  if (lyrics.isPending) return <LyricsLoading />;
  if (lyrics.isError) {
    return (
      <LyricsLoadError
        title={t('loadError.title')}
        onRetry={() => void lyrics.refetch()}
        retrying={lyrics.isFetching}
      />
    );
  }
  return (
    // Keyed by project: another project's words start a fresh draft, history and autosave.
    <LyricsForm
      key={projectId}
      projectId={projectId}
      loaded={lyrics.data[0] ?? null}
      canEdit={canEdit}
      layout={layout}
      titleRef={titleRef}
      onUnsavedChange={onUnsavedChange}
    />
  );
}
