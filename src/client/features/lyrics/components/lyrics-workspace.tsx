import { useMemo, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrentUser } from '../../../../shared/schemas/auth';
import type { Lyrics } from '../../../../shared/schemas/lyrics';
import type { Project } from '../../../../shared/schemas/projects';
import { LoadingShape } from '../../../components/ui/loading-shape';
import { useCurrentUser } from '../../../lib/queries/current-user';
import type { LiveUser } from '../live/lyrics-provider';
import { LiveStatus } from '../live/live-status';
import { presenceColourOf } from '../live/presence-colours';
import { useLyricsDocument } from '../live/use-lyrics-document';
import { LiveLyricsEditor } from './live-lyrics-editor';
import type { LyricsEditorVariant } from './lyrics-variant';

export type { LyricsEditorVariant } from './lyrics-variant';

export interface LyricsWorkspaceProps {
  project: Project;
  /** The entry this tab edits (the newest). */
  lyrics: Lyrics;
  variant?: LyricsEditorVariant;
  /** The title field, so the panel can move focus into it when it opens. */
  titleRef?: Ref<HTMLInputElement>;
}

/** The name co-writers see on this person's caret and in "who is here". */
const shownName = (user: CurrentUser) =>
  user.artistName?.trim() || `${user.firstName} ${user.lastName}`.trim() || user.email;

/**
 * The one lyrics editor (issue 16 item 2, live since issue 26 item 2): the lyrics entry's live
 * document, shared with everyone who has it open, wherever it is edited. Waits for something to
 * show (the server's copy, or the copy kept in this browser) before building the editor, so the
 * editor never starts empty and then jumps.
 */
export function LyricsWorkspace(props: LyricsWorkspaceProps) {
  const { user } = useCurrentUser();
  // Editors are behind sign-in; the session is known before any of them draws.
  if (!user) return null;
  return <SignedInWorkspace {...props} user={user} />;
}

function SignedInWorkspace({
  user,
  lyrics,
  variant = 'page',
  ...rest
}: LyricsWorkspaceProps & { user: CurrentUser }) {
  const { t } = useTranslation('lyrics');
  const name = shownName(user);
  const liveUser = useMemo<LiveUser>(
    () => ({ accountId: user.accountId, name, colour: presenceColourOf(user.accountId) }),
    [user.accountId, name],
  );
  const { live, state } = useLyricsDocument(lyrics.id, user.id, liveUser);

  if (!live || !state.ready) {
    return (
      <div className="space-y-2">
        {/* Says what it waits for: the server, or the connection coming back. */}
        <LiveStatus connection={state.connection} viewOnly={false} />
        <LoadingShape label={t('live.opening')} className="space-y-4">
          <div className="h-10 w-full max-w-lg animate-pulse rounded-lg bg-zinc-800/60" />
          <div
            className={`${variant === 'panel' ? 'h-40' : 'h-96'} animate-pulse rounded-2xl bg-zinc-800/40`}
          />
        </LoadingShape>
      </div>
    );
  }
  return (
    <LiveLyricsEditor
      key={lyrics.id}
      {...rest}
      lyrics={lyrics}
      variant={variant}
      live={live}
      state={state}
      selfId={user.accountId}
    />
  );
}
