import { ExternalLink, ListMusic, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { GENRES } from '../../../../shared/constants';
import {
  SOCIAL_PLATFORMS,
  socialDisplayValue,
  socialProfileUrl,
  type ArtistPage,
} from '../../../../shared/schemas/profile-overview';
import { formatIsni } from '../../../../shared/schemas/profile-identifiers';
import { EmptyState } from '../../../components/ui/empty-state';
import { Avatar } from '../../../components/ui/avatar';
import { ArtistReleases } from './artist-releases';

/** Facts shown as "label: value" when the artist made them public. */
const DETAIL_FIELDS = [
  'genre',
  'primaryInstrument',
  'yearsExperience',
  'recordLabel',
  'publisher',
  'ipiNumber',
  'proNumber',
  'isniNumber',
] as const;

function useDetailValue() {
  const { t } = useTranslation('artist');
  return (field: (typeof DETAIL_FIELDS)[number], value: string | number): string => {
    if (field === 'yearsExperience') return t('years', { count: Number(value) });
    if (field === 'isniNumber') return formatIsni(String(value));
    if (field === 'genre' && (GENRES as readonly string[]).includes(String(value))) {
      return t(`onboarding:genres.${String(value)}`);
    }
    return String(value);
  };
}

/**
 * A public artist page: name, picture, what the artist chose to show, published releases and
 * public playlists.
 */
export function ArtistProfile({ artist }: { artist: ArtistPage }) {
  const { t } = useTranslation('artist');
  const detailValue = useDetailValue();
  const { fields } = artist;
  const details = DETAIL_FIELDS.filter((field) => fields[field] !== undefined);
  const socials = SOCIAL_PLATFORMS.filter((platform) => typeof fields[platform.field] === 'string');
  const website = typeof fields.website === 'string' ? fields.website : null;
  return (
    <div className="space-y-10">
      <section className="flex flex-col gap-6 sm:flex-row sm:items-center">
        <Avatar name={artist.displayName} imageUrl={artist.profileImageUrl} size="xl" />
        <div className="min-w-0">
          <p className="text-xs font-semibold uppercase tracking-widest text-brand-400">
            {t('eyebrow')}
          </p>
          <h1 className="mt-1 text-3xl font-bold text-white [overflow-wrap:anywhere] sm:text-4xl">
            {artist.displayName}
          </h1>
          {typeof fields.location === 'string' && (
            <p className="mt-2 flex items-center gap-1.5 text-sm text-zinc-300">
              <MapPin className="h-4 w-4" aria-hidden />
              <span className="sr-only">{t('location')}: </span>
              {fields.location}
            </p>
          )}
        </div>
      </section>

      {typeof fields.bio === 'string' && (
        <section aria-labelledby="artist-about">
          <h2 id="artist-about" className="mb-2 text-lg font-semibold text-white">
            {t('about')}
          </h2>
          <p className="whitespace-pre-line text-zinc-300 [overflow-wrap:anywhere]">{fields.bio}</p>
        </section>
      )}

      {details.length > 0 && (
        <section aria-labelledby="artist-details">
          <h2 id="artist-details" className="mb-3 text-lg font-semibold text-white">
            {t('details')}
          </h2>
          <dl className="grid gap-4 sm:grid-cols-2">
            {details.map((field) => (
              <div key={field}>
                <dt className="text-xs font-medium uppercase tracking-wide text-zinc-400">
                  {t(`profile:fields.${field}`)}
                </dt>
                <dd className="mt-1 text-zinc-100 [overflow-wrap:anywhere]">
                  {detailValue(field, fields[field]!)}
                </dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {(socials.length > 0 || website) && (
        <section aria-labelledby="artist-links">
          <h2 id="artist-links" className="mb-3 text-lg font-semibold text-white">
            {t('links')}
          </h2>
          <ul className="flex flex-wrap gap-2">
            {website && (
              <li>
                <ExternalPill href={website} label={t('website')} value={website} />
              </li>
            )}
            {socials.map((platform) => {
              const value = String(fields[platform.field]);
              return (
                <li key={platform.field}>
                  <ExternalPill
                    href={socialProfileUrl(platform, value)}
                    label={t(`profile:platforms.${platform.key}`)}
                    value={socialDisplayValue(platform, value)}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      )}

      <ArtistReleases releases={artist.releases} />

      <section aria-labelledby="artist-playlists">
        <h2 id="artist-playlists" className="mb-3 text-lg font-semibold text-white">
          {t('playlists.title')}
        </h2>
        {artist.playlists.length === 0 ? (
          <EmptyState title={t('playlists.empty')} />
        ) : (
          <ul className="grid gap-3 sm:grid-cols-2">
            {artist.playlists.map((playlist) => (
              <li key={playlist.shareUrl}>
                <Link
                  to={playlist.shareUrl}
                  className="flex items-center gap-3 rounded-2xl border border-zinc-800 bg-zinc-900/60 p-4 hover:border-brand-500/60 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
                >
                  <ListMusic className="h-6 w-6 shrink-0 text-brand-400" aria-hidden />
                  <span className="min-w-0">
                    <span className="block font-medium text-zinc-100 [overflow-wrap:anywhere]">
                      {playlist.name}
                    </span>
                    <span className="block text-xs text-zinc-400">
                      {t('playlists.count', { count: playlist.trackCount })}
                    </span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function ExternalPill({ href, label, value }: { href: string; label: string; value: string }) {
  const { t } = useTranslation('artist');
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex max-w-full items-center gap-2 rounded-full border border-zinc-700 px-3 py-1.5 text-sm text-zinc-200 hover:bg-zinc-800 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-400"
    >
      <ExternalLink className="h-3.5 w-3.5 shrink-0" aria-hidden />
      <span className="font-medium">{label}</span>
      <span className="truncate text-zinc-400">{value}</span>
      <span className="sr-only"> {t('opensInNewTab')}</span>
    </a>
  );
}
