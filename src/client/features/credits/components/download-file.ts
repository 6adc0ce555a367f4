/** Saves text as a file through a temporary Blob link (no server round trip). */
export function downloadTextFile(fileName: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the Blob to the download; revoking later frees it without racing it.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
