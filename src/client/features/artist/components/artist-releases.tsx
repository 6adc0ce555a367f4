import { Disc3 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { ArtistRelease } from '../../../../shared/schemas/profile-overview';
import { formatCalendarDate } from '../../../lib/calendar-date';

/** The artist's published releases, each its artwork, title, type and date, linking to its page. */
export function ArtistReleases({ releases }: { releases: readonly ArtistRelease[] }) {
  const { t, i18n } = useTranslation('artist');
  if (releases.length === 0) return null;
  return (
    <section aria-labelledby="artist-releases">
      <h2 id="artist-releases" className="mb-3 text-lg font-semibold text-white">
        {t('releases.title')}
      </h2>
      <ul className="grid gap-3 sm:grid-cols-2">
        {releases.map((release) => (
          <li key={release.pageUrl}>
            <Link
              to={release.pageUrl}
              className="flex items-center gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-3 hover:border-brand-500/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
            >
              {release.artworkUrl ? (
                <img
                  src={release.artworkUrl}
                  alt=""
                  loading="lazy"
                  className="h-14 w-14 shrink-0 rounded-lg object-cover"
                />
              ) : (
                <span
                  aria-hidden
                  className="flex h-14 w-14 shrink-0 items-center justify-center rounded-lg bg-zinc-800 text-brand-400"
                >
                  <Disc3 className="h-6 w-6" />
                </span>
              )}
              <span className="min-w-0">
                <span className="block font-medium text-zinc-100 [overflow-wrap:anywhere]">
                  {release.title}
                </span>
                <span className="block text-xs text-zinc-400">
                  {[
                    t(`releases.type.${release.type}`),
                    release.releaseDate
                      ? formatCalendarDate(release.releaseDate, i18n.language)
                      : null,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
