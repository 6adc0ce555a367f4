import { Globe } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ReleaseSummary } from '../../../../shared/schemas/releases';
import { Badge } from '../../../components/ui/card';
import { ReleaseArtworkImage } from './release-artwork';

/** One release in the list: artwork, title (the link to its editor), type, status, tracks, date. */
export function ReleaseCard({ release }: { release: ReleaseSummary }) {
  const { t, i18n } = useTranslation('releases');
  const date = release.releaseDate
    ? new Date(`${release.releaseDate}T00:00:00`).toLocaleDateString(i18n.language, {
        dateStyle: 'medium',
      })
    : t('card.noDate');
  return (
    <li className="flex items-center gap-4 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-3 sm:p-4">
      <ReleaseArtworkImage artwork={release.artwork} />
      <div className="min-w-0 flex-1">
        <Link
          to={`/releases/${release.id}`}
          className="block truncate rounded text-base font-semibold text-white hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
        >
          {release.title}
        </Link>
        <p className="mt-0.5 truncate text-sm text-zinc-400">
          {release.artistName || t('card.noArtist')}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs text-zinc-400">
          <Badge>{t(`type.${release.type}`)}</Badge>
          <Badge tone={release.status === 'draft' ? 'neutral' : 'success'}>
            {t(`status.${release.status}`)}
          </Badge>
          {release.published && (
            <Badge tone="success">
              <Globe className="h-3 w-3" aria-hidden />
              {t('card.published')}
            </Badge>
          )}
          <span>{t('card.tracks', { count: release.trackCount })}</span>
          <span aria-hidden>·</span>
          <span>{date}</span>
        </div>
      </div>
    </li>
  );
}
