import { describe, expect, it } from 'vitest';
import {
  child,
  childNames,
  elements,
  parseXml,
  sampleInput,
  sampleTrack,
  textAt,
  type XmlElement,
} from './delivery.test-support.js';
import { ERN_NAMESPACE, ernMessage, isoDuration, PLACEHOLDER_PARTY_ID } from './ern-message.js';

// The ERN 4.3 schema (release-notification.xsd) is not to be had as a package file, so the
// message is checked against the sequences it defines for the composites we write: every
// child a known element, in the schema's order, and every required one present.
const SEQUENCES: Record<string, { order: string[]; required: string[] }> = {
  'ern:NewReleaseMessage': {
    order: ['MessageHeader', 'ReleaseAdmin', 'PartyList', 'CueSheetList', 'ResourceList'],
    required: ['MessageHeader', 'PartyList', 'ResourceList', 'ReleaseList'],
  },
  MessageHeader: {
    order: ['MessageThreadId', 'MessageId', 'MessageFileName', 'MessageSender'],
    required: ['MessageId', 'MessageSender', 'MessageRecipient', 'MessageCreatedDateTime'],
  },
  SoundRecording: {
    order: ['ResourceReference', 'Type', 'SoundRecordingEdition', 'RecordingFormat', 'WorkId'],
    required: ['ResourceReference', 'Type', 'SoundRecordingEdition', 'DisplayTitleText'],
  },
  SoundRecordingEdition: {
    order: ['Type', 'ResourceId', 'EditionContributor', 'PLine', 'RecordingMode'],
    required: ['ResourceId'],
  },
  Release: {
    order: ['ReleaseReference', 'ReleaseType', 'ReleaseId', 'DisplayTitleText', 'DisplayTitle'],
    required: ['ReleaseReference', 'ReleaseType', 'ReleaseId', 'DisplayTitleText'],
  },
};
SEQUENCES['ern:NewReleaseMessage']!.order.push(
  'ChapterList',
  'ReleaseList',
  'DealList',
  'SupplementalDocumentList',
);
SEQUENCES.MessageHeader!.order.push(
  'SentOnBehalfOf',
  'MessageRecipient',
  'MessageCreatedDateTime',
  'MessageAuditTrail',
  'MessageControlType',
);
SEQUENCES.SoundRecording!.order.push(
  'DisplayTitleText',
  'DisplayTitle',
  'AdditionalTitle',
  'VersionType',
  'DisplayArtistName',
  'DisplayArtist',
  'Contributor',
  'Character',
  'ResourceRightsController',
  'WorkRightsController',
  'CourtesyLine',
  'Duration',
  'CreationDate',
  'MasteredDate',
  'RemasteredDate',
  'FirstPublicationDate',
  'LocationAndDateOfSession',
  'ParentalWarningType',
  'RelatedRelease',
  'RelatedResource',
  'CompositeMusicalWorkType',
  'IsCover',
  'HasVocalPerformance',
  'HasForegroundVocalPerformance',
  'IsInstrumental',
);
SEQUENCES.SoundRecording!.required.push(
  'DisplayTitle',
  'DisplayArtistName',
  'DisplayArtist',
  'Duration',
  'ParentalWarningType',
);
SEQUENCES.SoundRecordingEdition!.order.push('TechnicalDetails');
SEQUENCES.Release!.order.push(
  'AdditionalTitle',
  'DisplayArtistName',
  'DisplayArtist',
  'ReleaseLabelReference',
  'AdministratingRecordCompany',
  'PLine',
  'CLine',
  'CourtesyLine',
  'Duration',
  'Genre',
  'ReleaseDate',
  'OriginalReleaseDate',
  'ParentalWarningType',
  'AvRating',
  'RelatedRelease',
  'IsCompilation',
  'IsMultiArtistCompilation',
  'ResourceGroup',
  'ExternalResourceLink',
);
SEQUENCES.Release!.required.push(
  'DisplayTitle',
  'DisplayArtistName',
  'DisplayArtist',
  'ReleaseLabelReference',
  'Genre',
  'ParentalWarningType',
  'ResourceGroup',
);

/** Every element of the tree whose composite we know follows the schema's sequence. */
function checkStructure(node: XmlElement): void {
  const sequence = SEQUENCES[node.name];
  if (sequence) {
    let last = -1;
    for (const name of childNames(node)) {
      const at = sequence.order.indexOf(name);
      expect(at, `<${name}> is not a child of <${node.name}>`).toBeGreaterThanOrEqual(0);
      expect(at, `<${name}> is out of order in <${node.name}>`).toBeGreaterThanOrEqual(last);
      last = at;
    }
    for (const name of sequence.required) expect(childNames(node)).toContain(name);
  }
  elements(node).forEach(checkStructure);
}

const masterPaths = new Map([1, 2, 3].map((n) => [n, `0${n} - Song ${n}.wav`]));

describe('ERN 4.3 NewReleaseMessage', () => {
  it('is well formed and follows the schema order for the composites it writes', () => {
    const root = parseXml(ernMessage(sampleInput(), masterPaths));
    expect(root.name).toBe('ern:NewReleaseMessage');
    expect(root.attributes['xmlns:ern']).toBe(ERN_NAMESPACE);
    expect(root.attributes.AvsVersionId).toBeTruthy();
    checkStructure(root);
    expect(childNames(root)).not.toContain('DealList');
  });

  it('carries the release, its UPC and the tracks in order with ISRC and duration', () => {
    const root = parseXml(ernMessage(sampleInput(), masterPaths));
    const release = child(child(root, 'ReleaseList'), 'Release');
    expect(textAt(release, 'ReleaseReference')).toBe('R0');
    expect(textAt(release, 'ReleaseType')).toBe('EP');
    expect(textAt(release, 'ReleaseId', 'ICPN')).toBe('036000291452');
    expect(textAt(release, 'DisplayTitleText')).toBe('First Light');
    expect(textAt(release, 'ParentalWarningType')).toBe('NotExplicit');
    expect(textAt(release, 'OriginalReleaseDate')).toBe('2026-12-01');
    const items = elements(child(child(release, 'ResourceGroup'), 'ResourceGroup')).filter(
      (e) => e.name === 'ResourceGroupContentItem',
    );
    expect(items.map((item) => textAt(item, 'ReleaseResourceReference'))).toEqual([
      'A1',
      'A2',
      'A3',
    ]);

    const recordings = elements(child(root, 'ResourceList'));
    expect(recordings.map((r) => textAt(r, 'SoundRecordingEdition', 'ResourceId', 'ISRC'))).toEqual(
      ['GBAYE2600001', 'GBAYE2600002', 'GBAYE2600003'],
    );
    expect(textAt(recordings[0]!, 'Duration')).toBe('PT3M21S');
    const file = ['SoundRecordingEdition', 'TechnicalDetails', 'DeliveryFile', 'File', 'URI'];
    expect(textAt(recordings[1]!, ...file)).toBe('02 - Song 2.wav');
  });

  it('names contributors with roles from the credits, each a party of the PartyList', () => {
    const root = parseXml(ernMessage(sampleInput(), masterPaths));
    const parties = new Map(
      elements(child(root, 'PartyList')).map((p) => [
        textAt(p, 'PartyReference'),
        textAt(p, 'PartyName', 'FullName'),
      ]),
    );
    const recording = elements(child(root, 'ResourceList'))[0]!;
    const contributors = elements(recording)
      .filter((e) => e.name === 'Contributor')
      .map((c) => ({
        name: parties.get(textAt(c, 'ContributorPartyReference')),
        roles: elements(c)
          .filter((e) => e.name === 'Role')
          .map((r) => r.attributes.UserDefinedValue ?? textAt(r)),
      }));
    expect(contributors).toEqual([
      { name: 'Ana Writer', roles: ['ComposerLyricist'] },
      { name: 'Bo Singer', roles: ['vocalist', 'performer'] },
      { name: 'Cy Producer', roles: ['Producer', 'MixingEngineer'] },
    ]);
    const label = child(child(root, 'ReleaseList'), 'Release');
    expect(parties.get(textAt(label, 'ReleaseLabelReference'))).toBe('Example Records');
    expect(parties.get(textAt(recording, 'DisplayArtist', 'ArtistPartyReference'))).toBe(
      'The Examples',
    );
  });

  it('writes the placeholder party ids unless the release sets its own', () => {
    const header = (xml: string) => child(parseXml(xml), 'MessageHeader');
    const plain = header(ernMessage(sampleInput(), masterPaths));
    expect(textAt(plain, 'MessageSender', 'PartyId')).toBe(PLACEHOLDER_PARTY_ID);
    expect(textAt(plain, 'MessageRecipient', 'PartyId')).toBe(PLACEHOLDER_PARTY_ID);
    expect(textAt(plain, 'MessageCreatedDateTime')).toBe('2027-01-02T03:04:05.000Z');
    const own = header(
      ernMessage(
        sampleInput({
          senderPartyId: 'PADPIDA2014120301K',
          recipientPartyId: 'PADPIDA2007040502I',
        }),
        masterPaths,
      ),
    );
    expect(textAt(own, 'MessageSender', 'PartyId')).toBe('PADPIDA2014120301K');
    expect(textAt(own, 'MessageRecipient', 'PartyId')).toBe('PADPIDA2007040502I');
  });

  it('round-trips hostile titles and names, dropping only what XML cannot hold', () => {
    const hostile = `Tom & Jerry <b>"quoted"</b> 'single' 🎸 ]]> &amp;`;
    const huge = 'Ω'.repeat(10_000);
    const input = sampleInput({ title: `${hostile}\u0000\u0007\u001b\uFFFE`, artistName: huge });
    input.tracks[0] = sampleTrack(1, {
      title: 'Line\r\nbreak\ttab',
      credits: [{ name: '=HYPERLINK("x") & co', role: 'songwriter' }],
    });
    const root = parseXml(ernMessage(input, masterPaths));
    const release = child(child(root, 'ReleaseList'), 'Release');
    expect(textAt(release, 'DisplayTitleText')).toBe(hostile);
    expect(textAt(release, 'DisplayArtistName')).toBe(huge);
    const recording = elements(child(root, 'ResourceList'))[0]!;
    expect(textAt(recording, 'DisplayTitleText')).toBe('Line\r\nbreak\ttab');
    const names = elements(child(root, 'PartyList')).map((p) => textAt(p, 'PartyName', 'FullName'));
    expect(names).toContain('=HYPERLINK("x") & co');
  });

  it('marks an explicit release and track, and a single or album by its type', () => {
    const input = sampleInput({ explicit: true, type: 'album', upc: null });
    input.tracks[1] = sampleTrack(2, {
      explicit: true,
      isrc: null,
      lyrics: { instrumental: true },
    });
    const root = parseXml(ernMessage(input, masterPaths));
    const release = child(child(root, 'ReleaseList'), 'Release');
    expect(textAt(release, 'ReleaseType')).toBe('Album');
    expect(textAt(release, 'ParentalWarningType')).toBe('Explicit');
    expect(childNames(child(release, 'ReleaseId'))).toEqual(['ProprietaryId']);
    const second = elements(child(root, 'ResourceList'))[1]!;
    expect(textAt(second, 'ParentalWarningType')).toBe('Explicit');
    expect(textAt(second, 'IsInstrumental')).toBe('true');
    expect(childNames(child(child(second, 'SoundRecordingEdition'), 'ResourceId'))).toEqual([
      'ProprietaryId',
    ]);
    checkStructure(root);
  });

  it('writes durations as ISO 8601 minutes and seconds', () => {
    expect(isoDuration(0)).toBe('PT0M0S');
    expect(isoDuration(59.6)).toBe('PT1M0S');
    expect(isoDuration(3725)).toBe('PT62M5S');
    expect(isoDuration(Number.NaN)).toBe('PT0M0S');
  });
});
