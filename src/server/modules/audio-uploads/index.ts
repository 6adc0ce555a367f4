export { audioFormatRepository } from './audio-format.repository.js';
export { audioUploadPipeline, registerAudioUploadRoutes } from './audio-upload.routes.js';
export { AUDIO_FIELD, baseName } from './audio-upload.service.js';
export type { AudioUploadService, UploadPart } from './audio-upload.service.js';
export { analyseAsItArrives, type AnalysedAlready } from './store-and-analyse.js';
export { finishRefusedUpload } from './multipart-parts.js';
export { audioUploadRouteDocs } from './audio-upload.openapi.js';
