import type { Page } from 'playwright-core';

/** A file to drop, its bytes as base64 (they cross into the page as text). */
export interface DroppedFile {
  name: string;
  type: string;
  base64: string;
}

/**
 * Drops files on the page the way a browser does: dragenter and dragover on `selector`'s element
 * (the body unless told), the full-page target must show, then drop. Throws when no drop target
 * showed.
 */
export async function dropFiles(page: Page, files: DroppedFile[], selector = 'body') {
  await page.evaluate(
    async ({ list, on }) => {
      const transfer = new DataTransfer();
      for (const { name, type, base64 } of list) {
        const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
        transfer.items.add(new File([bytes], name, { type }));
      }
      const target = document.querySelector(on) ?? document.body;
      const fire = (type: string) =>
        target.dispatchEvent(
          new DragEvent(type, { dataTransfer: transfer, bubbles: true, cancelable: true }),
        );
      fire('dragenter');
      fire('dragover');
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (!document.querySelector('[data-testid="file-drop-target"]')) {
        throw new Error('No drop target while dragging files');
      }
      fire('drop');
    },
    { list: files, on: selector },
  );
}
