import { decodeChunked } from 'audio-decode';
import { decoderFor, peekHead, UndecodableAudioError } from './audio-analysis.js';
import { SoundMeasures, type SoundFigures } from './sound-measures.js';
import { WavStreamReader } from './wav-stream-reader.js';

/**
 * Loudness, true peak, tempo and key of a file as it streams in: WAV through our own PCM
 * reader, every other format through audio-decode's WASM decoders chunk by chunk, both into
 * SoundMeasures. Throws UndecodableAudioError when nothing could be decoded (a large M4A with
 * its index at the end among them: see decoderFor).
 */
export async function measureSound(
  chunks: AsyncIterable<Uint8Array>,
  file: { ext: string; size: number },
): Promise<SoundFigures> {
  const { head, all } = await peekHead(chunks);
  const decoder = decoderFor(file.ext, head, file.size);
  let measures: SoundMeasures | null = null;
  try {
    if (decoder === 'wav') {
      const reader = new WavStreamReader({
        start: ({ sampleRate, channels }) => (measures = new SoundMeasures(sampleRate, channels)),
        addChannels: (channels) => measures?.addChannels(channels),
      });
      for await (const chunk of all) reader.push(chunk);
      reader.finish();
    } else {
      for await (const pcm of decodeChunked(all, decoder)) {
        measures ??= new SoundMeasures(pcm.sampleRate, pcm.channelData.length);
        measures.addChannels(pcm.channelData);
      }
    }
  } catch (error) {
    throw new UndecodableAudioError(error instanceof Error ? error.message : String(error));
  }
  const measured: SoundMeasures | null = measures;
  if (!measured || measured.frames === 0)
    throw new UndecodableAudioError('The file holds no audio');
  return measured.figures();
}
