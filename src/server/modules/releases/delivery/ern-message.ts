import { ddexContributorRoles, isFeatured } from './credit-roles.js';
import type { DeliveryInput, DeliveryRelease, DeliveryTrack } from './delivery-input.js';
import { XmlWriter } from './xml-writer.js';

/*
 * The pack's ern.xml: a DDEX ERN 4.3 NewReleaseMessage, elements in the schema's order
 * (release-notification.xsd, namespace http://ddex.net/xml/ern/43; children unqualified).
 * One main Release (R0) over one SoundRecording per track (A1, A2, …). No DealList: the schema
 * makes it optional, and the deal (territories, dates, prices) is the distributor's to set
 * (decision 031).
 */

export const ERN_NAMESPACE = 'http://ddex.net/xml/ern/43';
/**
 * The party id written when the release names none: the shape of a DDEX party id (DPID) with
 * no real party behind it, so a distributor sees at once that theirs must replace it.
 */
export const PLACEHOLDER_PARTY_ID = 'PADPIDA0000000000X';

const RELEASE_TYPES = { single: 'Single', ep: 'EP', album: 'Album' } as const;

/** Seconds as an ISO 8601 duration "PT#M#S" (whole seconds; minutes may pass 59). */
export function isoDuration(seconds: number): string {
  const whole = Math.max(0, Math.round(Number.isFinite(seconds) ? seconds : 0));
  return `PT${Math.floor(whole / 60)}M${whole % 60}S`;
}

const parentalWarning = (explicit: boolean) => (explicit ? 'Explicit' : 'NotExplicit');

/** Party references (P1, P2, …) by name, case-insensitive: one Party per person or label. */
class PartyList {
  readonly parties: { reference: string; name: string }[] = [];
  private readonly byName = new Map<string, string>();

  reference(name: string): string {
    const key = name.trim().toLowerCase();
    const known = this.byName.get(key);
    if (known) return known;
    const reference = `P${this.parties.length + 1}`;
    this.byName.set(key, reference);
    this.parties.push({ reference, name: name.trim() });
    return reference;
  }
}

function writeHeader(xml: XmlWriter, release: DeliveryRelease, createdAt: Date) {
  xml.start('MessageHeader');
  xml.leaf('MessageId', `${release.id}-${createdAt.getTime()}`);
  xml.start('MessageSender').leaf('PartyId', release.senderPartyId.trim() || PLACEHOLDER_PARTY_ID);
  xml.end();
  xml.start('MessageRecipient');
  xml.leaf('PartyId', release.recipientPartyId.trim() || PLACEHOLDER_PARTY_ID).end();
  xml.leaf('MessageCreatedDateTime', createdAt.toISOString());
  xml.leaf('MessageControlType', 'LiveMessage');
  xml.end();
}

function writeTitle(xml: XmlWriter, title: string) {
  xml.leaf('DisplayTitleText', title);
  xml.start('DisplayTitle').leaf('TitleText', title).end();
}

function writeDisplayArtists(xml: XmlWriter, artists: { reference: string; role: string }[]) {
  artists.forEach((artist, index) => {
    xml.start('DisplayArtist', { SequenceNumber: index + 1 });
    xml.leaf('ArtistPartyReference', artist.reference);
    xml.leaf('DisplayArtistRole', artist.role).end();
  });
}

function writeSoundRecording(
  xml: XmlWriter,
  input: { release: DeliveryRelease; track: DeliveryTrack; masterPath: string },
  parties: PartyList,
) {
  const { release, track } = input;
  const featured = track.credits.filter(isFeatured).map((c) => c.name.trim());
  xml.start('SoundRecording');
  xml.leaf('ResourceReference', `A${track.position}`);
  xml.leaf('Type', 'MusicalWorkSoundRecording');
  xml.start('SoundRecordingEdition').start('ResourceId');
  if (track.isrc) xml.leaf('ISRC', track.isrc);
  else xml.leaf('ProprietaryId', `${release.id}/${track.position}`, { Namespace: 'Trackroom' });
  xml.end();
  if (release.pLine) xml.start('PLine').leaf('PLineText', release.pLine).end();
  xml.start('TechnicalDetails').leaf('TechnicalResourceDetailsReference', `T${track.position}`);
  xml.start('DeliveryFile').leaf('Type', 'AudioFile');
  xml.start('File').leaf('URI', input.masterPath).end();
  xml.end().end().end();
  writeTitle(xml, track.title);
  xml.leaf('DisplayArtistName', [release.artistName, ...featured].join(', '));
  writeDisplayArtists(xml, [
    { reference: parties.reference(release.artistName), role: 'MainArtist' },
    ...featured.map((name) => ({ reference: parties.reference(name), role: 'FeaturedArtist' })),
  ]);
  track.credits.forEach((credit, index) => {
    xml.start('Contributor', { SequenceNumber: index + 1 });
    xml.leaf('ContributorPartyReference', parties.reference(credit.name));
    for (const role of ddexContributorRoles(credit)) {
      xml.leaf('Role', role.value, { UserDefinedValue: role.userDefined });
    }
    xml.end();
  });
  xml.leaf('Duration', isoDuration(track.durationSeconds));
  xml.leaf('ParentalWarningType', parentalWarning(track.explicit));
  if (track.lyrics && 'instrumental' in track.lyrics) xml.leaf('IsInstrumental', 'true');
  xml.end();
}

function writeRelease(xml: XmlWriter, input: DeliveryInput, parties: PartyList) {
  const { release, tracks } = input;
  xml.start('Release');
  xml.leaf('ReleaseReference', 'R0');
  xml.leaf('ReleaseType', RELEASE_TYPES[release.type]);
  xml.start('ReleaseId');
  if (release.upc) xml.leaf('ICPN', release.upc);
  else xml.leaf('ProprietaryId', release.id, { Namespace: 'Trackroom' });
  xml.end();
  writeTitle(xml, release.title);
  xml.leaf('DisplayArtistName', release.artistName);
  writeDisplayArtists(xml, [
    { reference: parties.reference(release.artistName), role: 'MainArtist' },
  ]);
  // A label is required; a release without one is the artist's own.
  xml.leaf('ReleaseLabelReference', parties.reference(release.label.trim() || release.artistName));
  if (release.pLine) xml.start('PLine').leaf('PLineText', release.pLine).end();
  if (release.cLine) xml.start('CLine').leaf('CLineText', release.cLine).end();
  xml.start('Genre').leaf('GenreText', release.genre).end();
  if (release.releaseDate) xml.leaf('ReleaseDate', release.releaseDate);
  if (release.originalReleaseDate) xml.leaf('OriginalReleaseDate', release.originalReleaseDate);
  xml.leaf('ParentalWarningType', parentalWarning(release.explicit));
  xml.start('ResourceGroup').start('ResourceGroup').leaf('SequenceNumber', 1);
  for (const track of tracks) {
    xml.start('ResourceGroupContentItem').leaf('SequenceNumber', track.position);
    xml.leaf('ReleaseResourceReference', `A${track.position}`).end();
  }
  xml.end().end();
  xml.end();
}

/**
 * The NewReleaseMessage for the input; `masterPaths` names each track's master in the pack
 * (by position), written as the sound recording's file.
 */
export function ernMessage(input: DeliveryInput, masterPaths: ReadonlyMap<number, string>): string {
  const createdAt = input.createdAt ?? new Date();
  const parties = new PartyList();
  // The bodies are written first, so every party they name is known before PartyList is written.
  const resources = new XmlWriter({ depth: 1 });
  resources.start('ResourceList');
  for (const track of input.tracks) {
    const masterPath = masterPaths.get(track.position) ?? '';
    writeSoundRecording(resources, { release: input.release, track, masterPath }, parties);
  }
  resources.end();
  const releases = new XmlWriter({ depth: 1 });
  releases.start('ReleaseList');
  writeRelease(releases, input, parties);
  releases.end();

  const xml = new XmlWriter();
  xml.start('ern:NewReleaseMessage', {
    'xmlns:ern': ERN_NAMESPACE,
    AvsVersionId: '4',
    LanguageAndScriptCode: 'en',
  });
  writeHeader(xml, input.release, createdAt);
  xml.start('PartyList');
  for (const party of parties.parties) {
    xml.start('Party').leaf('PartyReference', party.reference);
    xml.start('PartyName').leaf('FullName', party.name).end().end();
  }
  xml.end();
  xml.append(resources).append(releases);
  return xml.end().toString();
}
