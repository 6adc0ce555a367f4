export { audioAnalysisRepository } from './audio-analysis.repository.js';
export type { AudioAnalysisRepository } from './audio-analysis.repository.js';
export { createSoundAnalyser } from './sound-analyser.js';
export type { SoundAnalyser } from './sound-analyser.js';
