import { CheckCircle2, CircleAlert, Music } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { ChecklistLine, ReleaseChecklist } from '../../../../shared/schemas/releases';
import { Button, textLinkClass } from '../../../components/ui/button';
import { fixLink, lineFinding, lineParams, lineTextKey } from '../lib/checklist';

interface ChecklistLinesProps {
  checklist: ReleaseChecklist;
  /** "Make it a song" on a library track's first line; absent: only its link shows. */
  onMakeSong?: (audioId: string) => void;
  /** The track whose "Make it a song" runs. */
  makingSong?: string | null;
  /** Heading level of the per-track groups. */
  trackHeading?: 'h3' | 'h4';
}

/**
 * The readiness lines, release-wide first, then each track's: a line that fails says what is
 * missing and links to where it is fixed (its `fix` path); a library track's first line also
 * makes the song its own project at once.
 */
export function ChecklistLines({
  checklist,
  onMakeSong,
  makingSong = null,
  trackHeading: TrackHeading = 'h3',
}: ChecklistLinesProps) {
  const { t } = useTranslation('releases');
  return (
    <div className="space-y-4">
      {checklist.release.length > 0 && (
        <ul aria-label={t('checklist.releaseLines')} className="space-y-2">
          {checklist.release.map((line) => (
            <LineItem key={line.code} line={line} />
          ))}
        </ul>
      )}
      {checklist.tracks.map((track) => (
        <div key={track.audioId}>
          <TrackHeading className="mb-2 text-sm font-semibold text-zinc-200">
            {t('checklist.trackHeading', { position: track.position, title: track.title })}
          </TrackHeading>
          <ul aria-label={t('checklist.trackLines', { title: track.title })} className="space-y-2">
            {track.lines.map((line) => (
              <LineItem key={line.code} line={line}>
                {line.code === 'makeSong' && !line.ok && onMakeSong && (
                  <Button
                    variant="secondary"
                    size="xs"
                    busy={makingSong === track.audioId}
                    onClick={() => onMakeSong(track.audioId)}
                  >
                    <Music className="h-3.5 w-3.5" aria-hidden />
                    {t('checklist.makeSong', { title: track.title })}
                  </Button>
                )}
              </LineItem>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}

function LineItem({ line, children }: { line: ChecklistLine; children?: ReactNode }) {
  const { t, i18n } = useTranslation('releases');
  const { pathname } = useLocation();
  const finding = lineFinding(line, t, i18n.language);
  const lineText = t(lineTextKey(line.code), lineParams(line));
  const text = finding ? `${lineText} (${finding})` : lineText;
  const link = fixLink(line, pathname);
  return (
    <li className="flex flex-wrap items-start gap-2 text-sm">
      {line.ok ? (
        <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-emerald-400" aria-hidden />
      ) : (
        <CircleAlert className="mt-0.5 h-4 w-4 shrink-0 text-amber-400" aria-hidden />
      )}
      <span className="sr-only">{line.ok ? t('checklist.passed') : t('checklist.missing')}</span>
      <span className={`min-w-0 flex-1 ${line.ok ? 'text-zinc-400' : 'text-zinc-100'}`}>
        {line.ok ? (
          text
        ) : 'anchor' in link ? (
          <a href={link.anchor} className={textLinkClass}>
            {text}
          </a>
        ) : (
          <Link to={link.to} className={textLinkClass}>
            {text}
          </Link>
        )}
      </span>
      {children}
    </li>
  );
}
