/** RFC 5987 encoding: percent-encode everything outside attr-char, which encodeURIComponent leaves. */
function encodeRfc5987(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A quoted-string-safe ASCII stand-in for old clients that ignore `filename*`. */
function asciiFallback(value: string): string {
  const ascii = value
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]|["\\]/g, '_')
    .trim();
  return ascii || 'download';
}

/** `Content-Disposition: attachment` that keeps the original file name, Unicode included. */
export function attachmentDisposition(originalName: string): string {
  return `attachment; filename="${asciiFallback(originalName)}"; filename*=UTF-8''${encodeRfc5987(originalName)}`;
}
