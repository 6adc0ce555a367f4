export { PDF_FONT_FILES } from './pdf-fonts.js';
export { renderTextPdf, type PdfBlock, type TextPdf } from './text-pdf.js';
