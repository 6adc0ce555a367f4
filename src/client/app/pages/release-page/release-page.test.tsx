import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicRelease } from '../../../../shared/schemas/releases';
import i18n, { i18nReady, loadNamespaces } from '../../../i18n/i18n';
import { PAGE_NAMESPACES } from '../../../i18n/namespaces';
import { PlayerProvider } from '../../../lib/player/player-context';
import { releasePlayerTracks } from './release-facts';
import { ReleasePageView } from './release-page-view';

const release: PublicRelease = {
  slug: 'night-drive',
  type: 'ep',
  title: 'Night Drive',
  artistName: 'Ana Vega',
  artistHandle: 'ana-vega',
  label: 'Moth Records',
  releaseDate: '2027-03-05',
  pLine: '2027 Moth Records',
  cLine: '© 2027 Ana Vega',
  artwork: {
    url: '/uploads/artwork/night.jpg',
    thumbnailUrl: '/uploads/artwork/night-300.jpg',
    width: 1400,
    height: 1400,
  },
  tracks: [
    {
      position: 2,
      audioId: '00000000-0000-4000-8000-000000000002',
      title: 'Tail Lights',
      duration: 201,
      explicit: false,
      credits: [],
    },
    {
      position: 1,
      audioId: '00000000-0000-4000-8000-000000000001',
      title: 'Overpass',
      duration: 185,
      explicit: true,
      credits: [
        { name: 'Ana Vega', role: 'Writer' },
        { name: 'Rui Lopes', role: 'Producer' },
      ],
    },
  ],
};

function render(node: ReactNode): string {
  return renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <MemoryRouter>
        <PlayerProvider>{node}</PlayerProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/** The rows of the tracklist, in the order drawn. */
const trackRows = (html: string) => html.split('data-testid="release-track"').slice(1);

beforeAll(async () => {
  await i18nReady;
  await loadNamespaces(PAGE_NAMESPACES.PublicReleasePage);
});

describe('the public release page', () => {
  it('shows the release with its tracklist in order, credits and the explicit badge named', async () => {
    await i18n.changeLanguage('en');
    const html = render(<ReleasePageView state={{ kind: 'ready', release }} />);
    expect(html).toContain('<title>Night Drive by Ana Vega · Trackroom</title>');
    expect(html).toContain('alt="Cover of Night Drive"');
    expect(html).toContain('src="/uploads/artwork/night-300.jpg"');
    expect(html).toContain('>EP<');
    expect(html).toContain('Released March 5, 2027 · Moth Records');
    expect(html).toContain('℗ 2027 Moth Records');
    expect(html).toContain('© 2027 Ana Vega');
    expect(html).not.toContain('© © 2027');

    const rows = trackRows(html);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('aria-label="Play Overpass"');
    expect(rows[0]).toContain('3:05');
    expect(rows[0]).toContain('<span class="sr-only">Explicit</span>');
    expect(rows[0]).toContain('Ana Vega (Writer) · Rui Lopes (Producer)');
    expect(rows[1]).toContain('aria-label="Play Tail Lights"');
    expect(rows[1]).not.toContain('release-explicit');
    expect(rows[1]).not.toContain('release-credits');
  });

  it("links the artist's name to their page only when it is public", async () => {
    await i18n.changeLanguage('en');
    const linked = render(<ReleasePageView state={{ kind: 'ready', release }} />);
    expect(linked).toMatch(/<a [^>]*href="\/artist\/ana-vega"[^>]*>Ana Vega<\/a>/);

    const unlinked = render(
      <ReleasePageView state={{ kind: 'ready', release: { ...release, artistHandle: null } }} />,
    );
    expect(unlinked).not.toContain('release-artist-link');
    expect(unlinked).not.toContain('href="/artist/');
    expect(unlinked).toContain('Ana Vega');
  });

  it('writes the type, the date and the badge label in the visitor’s language', async () => {
    await i18n.changeLanguage('de');
    const html = render(<ReleasePageView state={{ kind: 'ready', release }} />);
    await i18n.changeLanguage('en');
    expect(html).toContain('alt="Cover von Night Drive"');
    expect(html).toContain('Erschienen am 5. März 2027');
    expect(html).toContain('<span class="sr-only">Expliziter Inhalt</span>');
  });

  it('says the page is not available when the release is unpublished or unknown', async () => {
    await i18n.changeLanguage('en');
    const html = render(<ReleasePageView state={{ kind: 'gone' }} />);
    expect(html).toContain('<title>This release page is not available · Trackroom</title>');
    expect(html).toContain('The release is not published, or this address never named one.');
    expect(html).toContain('href="/landing"');
    expect(trackRows(html)).toHaveLength(0);
  });

  it('plays the tracks in tracklist order from their public stream', () => {
    const tracks = releasePlayerTracks(release);
    expect(tracks.map((track) => track.title)).toEqual(['Overpass', 'Tail Lights']);
    expect(tracks[0]).toMatchObject({
      url: '/api/r/night-drive/tracks/00000000-0000-4000-8000-000000000001/audio',
      shared: true,
      projectId: null,
    });
  });
});
