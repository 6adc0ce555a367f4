import { joinChunks } from './encode-wav';
// A same-origin file, never inlined: the CSP (script-src 'self') refuses data: and blob: modules.
import workletUrl from './pcm-capture.worklet.js?url&no-inline';

/** A running capture: the samples so far come back from stop(). */
export interface PcmCapture {
  /** Stops capturing and returns every mono sample taken. */
  stop(): Promise<Float32Array>;
}

const FLUSH_TIMEOUT_MS = 500;
const SCRIPT_PROCESSOR_FRAMES = 4096;

/**
 * Whether contexts of this kind can capture PCM at all (an AudioWorklet, else a
 * ScriptProcessorNode). Takes the prototype: `in` is safe there, reading the getters is not.
 */
export function canCapturePcm(prototype: object): boolean {
  return 'audioWorklet' in prototype || 'createScriptProcessor' in prototype;
}

/**
 * Captures mono PCM from `source`. Uses an AudioWorklet; the deprecated ScriptProcessorNode
 * only where AudioWorklet is missing. The node feeds a silent gain into the destination so the
 * browser keeps pulling audio through it without playing the microphone back.
 */
export async function startPcmCapture(
  context: AudioContext,
  source: AudioNode,
): Promise<PcmCapture> {
  const chunks: Float32Array[] = [];
  const silence = context.createGain();
  silence.gain.value = 0;
  silence.connect(context.destination);

  // Absent outside secure contexts and in old browsers, whatever the type declarations say.
  const worklet = (context as { audioWorklet?: AudioWorklet }).audioWorklet;
  if (worklet) {
    await worklet.addModule(workletUrl);
    const node = new AudioWorkletNode(context, 'pcm-capture', {
      numberOfInputs: 1,
      numberOfOutputs: 1,
      channelCountMode: 'explicit',
      channelCount: 1,
    });
    node.port.onmessage = (event: MessageEvent<Float32Array | string>) => {
      if (event.data instanceof Float32Array) chunks.push(event.data);
    };
    source.connect(node);
    node.connect(silence);
    return {
      stop: async () => {
        // The worklet holds up to one partial chunk: ask for it before disconnecting.
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, FLUSH_TIMEOUT_MS);
          const previous = node.port.onmessage;
          node.port.onmessage = (event: MessageEvent<Float32Array | string>) => {
            previous?.call(node.port, event);
            if (event.data === 'flushed') {
              clearTimeout(timer);
              resolve();
            }
          };
          node.port.postMessage('flush');
        });
        source.disconnect(node);
        node.disconnect();
        node.port.onmessage = null;
        silence.disconnect();
        return joinChunks(chunks);
      },
    };
  }

  const processor = context.createScriptProcessor(SCRIPT_PROCESSOR_FRAMES, 1, 1);
  processor.onaudioprocess = (event) => {
    chunks.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  };
  source.connect(processor);
  processor.connect(silence);
  return {
    stop: async () => {
      source.disconnect(processor);
      processor.disconnect();
      processor.onaudioprocess = null;
      silence.disconnect();
      return joinChunks(chunks);
    },
  };
}
