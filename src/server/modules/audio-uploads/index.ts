export { audioUploadPipeline, registerAudioUploadRoutes } from './audio-upload.routes.js';
export { AUDIO_FIELD, baseName } from './audio-upload.service.js';
export type { AudioUploadService, UploadPart } from './audio-upload.service.js';
export { finishRefusedUpload } from './multipart-parts.js';
