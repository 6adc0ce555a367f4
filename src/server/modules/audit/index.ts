export { recordAudit } from './record-audit.js';
