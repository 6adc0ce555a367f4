export { createPageRenderer } from './page-renderer.js';
