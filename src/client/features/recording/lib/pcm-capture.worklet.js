/* global AudioWorkletProcessor, registerProcessor */
// Runs on the audio rendering thread: mixes the input to mono and posts it to the page in
// chunks (fewer, larger messages than one per 128-frame render quantum). Served as a
// same-origin file because the CSP allows no blob: scripts.

const CHUNK_FRAMES = 4096;

class PcmCaptureProcessor extends AudioWorkletProcessor {
  constructor() {
    super();
    this.buffer = new Float32Array(CHUNK_FRAMES);
    this.filled = 0;
    this.port.onmessage = (event) => {
      if (event.data === 'flush') {
        this.post();
        this.port.postMessage('flushed');
      }
    };
  }

  post() {
    if (this.filled === 0) return;
    const chunk = this.buffer.slice(0, this.filled);
    this.port.postMessage(chunk, [chunk.buffer]);
    this.filled = 0;
  }

  process(inputs) {
    const channels = inputs[0];
    if (!channels || channels.length === 0) return true;
    const frames = channels[0].length;
    for (let i = 0; i < frames; i += 1) {
      let sum = 0;
      for (const channel of channels) sum += channel[i];
      this.buffer[this.filled] = sum / channels.length;
      this.filled += 1;
      if (this.filled === CHUNK_FRAMES) this.post();
    }
    return true;
  }
}

registerProcessor('pcm-capture', PcmCaptureProcessor);
