import { Disc3, FileText, FolderOpen, ListMusic, Music } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isProjectOwner } from '../../../../shared/permissions';
import { formatDuration } from '../../../../shared/constants';
import { formatCalendarDate } from '../../../lib/calendar-date';
import type { SearchOption } from '../lib/search-options';

interface SearchOptionRowProps {
  option: SearchOption;
  id: string;
  active: boolean;
  onChoose: () => void;
  onHover: () => void;
}

/** Initials of a name for a person without a picture (decorative). */
const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word.charAt(0).toUpperCase())
    .join('');

/** The icon or picture at the start of a row (decorative: the text names the result). */
function Leading({ option }: { option: SearchOption }) {
  const box = 'flex h-8 w-8 shrink-0 items-center justify-center rounded-md';
  if (option.group === 'people') {
    const { person } = option;
    return person.profileImageUrl ? (
      <img
        src={person.profileImageUrl}
        alt=""
        className="h-8 w-8 shrink-0 rounded-full object-cover"
      />
    ) : (
      <span
        aria-hidden
        className={`${box} rounded-full bg-gradient-to-br from-brand-500 to-fuchsia-600 text-[11px] font-semibold text-white`}
      >
        {initialsOf(person.name) || '?'}
      </span>
    );
  }
  if (option.group === 'releases' && option.release.artworkUrl) {
    return (
      <img
        src={option.release.artworkUrl}
        alt=""
        className="h-8 w-8 shrink-0 rounded-md object-cover"
      />
    );
  }
  const Icon = {
    songs: Music,
    lyrics: FileText,
    projects: FolderOpen,
    playlists: ListMusic,
    releases: Disc3,
  }[option.group];
  return (
    <span aria-hidden className={`${box} bg-zinc-800 text-zinc-300`}>
      <Icon className="h-4 w-4" />
    </span>
  );
}

interface RowText {
  name: string;
  detail: string;
  /** A line of the lyrics that matched: plain text from the server, shown as text. */
  quote?: string;
  end?: ReactNode;
}

/** The row's name, second line, the matching lyrics line, and what sits at its end. */
function useRowText(option: SearchOption): RowText {
  const { t, i18n } = useTranslation('search');
  switch (option.group) {
    case 'songs': {
      const { song } = option;
      const project = song.projectIsLibrary ? t('project.library') : song.projectName;
      return {
        name: song.title,
        detail: song.uploaderName ? `${project} · ${song.uploaderName}` : project,
        end: formatDuration(song.duration),
      };
    }
    case 'lyrics': {
      const { lyrics } = option;
      const project = lyrics.projectIsLibrary ? t('project.library') : lyrics.projectTitle;
      return {
        name: lyrics.title,
        detail: t('lyrics.in', { project }),
        quote: lyrics.line ?? undefined,
      };
    }
    case 'projects': {
      const { project } = option;
      return {
        name: project.isLibrary ? t('project.library') : project.title,
        detail: [
          isProjectOwner(project.role)
            ? t('project.yours')
            : t('project.by', { name: project.ownerName }),
          t('project.songs', { count: project.songCount }),
        ].join(' · '),
      };
    }
    case 'playlists': {
      const { playlist } = option;
      return {
        name: playlist.name,
        detail: [
          t('playlist.songs', { count: playlist.trackCount }),
          playlist.isPublic ? t('playlist.public') : t('playlist.private'),
        ].join(' · '),
      };
    }
    case 'releases': {
      const { release } = option;
      return {
        name: release.title,
        detail: [
          t(`release.type.${release.type}`),
          t(`release.status.${release.status}`),
          ...(release.published ? [t('release.published')] : []),
          ...(release.label ? [release.label] : []),
        ].join(' · '),
        end: release.releaseDate
          ? formatCalendarDate(release.releaseDate, i18n.language, 'medium')
          : undefined,
      };
    }
    case 'people': {
      const { person } = option;
      return {
        name: person.name,
        detail: [
          t('person.shared', { count: person.sharedProjects }),
          person.handle ? t('person.page') : t('person.noPage'),
        ].join(' · '),
      };
    }
  }
}

/**
 * One result: an option of the listbox. The search field keeps focus (aria-activedescendant
 * names the active row), so the row itself is never focused; a pointer chooses it directly.
 */
export function SearchOptionRow({ option, id, active, onChoose, onHover }: SearchOptionRowProps) {
  const { name, detail, quote, end } = useRowText(option);
  return (
    <div
      id={id}
      role="option"
      aria-selected={active}
      // Keeps focus in the field when the row is pressed: choosing happens on click.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
      onMouseMove={active ? undefined : onHover}
      className={`flex cursor-pointer items-center gap-3 rounded-lg px-3 py-2 ${
        active ? 'bg-zinc-800 text-white' : 'text-zinc-200'
      }`}
    >
      <Leading option={option} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-medium">{name}</span>
        <span className="block truncate text-xs text-zinc-400">{detail}</span>
        {quote && (
          <span dir="auto" className="block truncate text-xs italic text-zinc-300">
            {quote}
          </span>
        )}
      </span>
      {end && <span className="shrink-0 text-xs tabular-nums text-zinc-400">{end}</span>}
    </div>
  );
}
