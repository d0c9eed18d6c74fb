import type { Page } from 'playwright-core';

/** Drops a file on the template upload page's drop zone, as a drag from the desktop does. */
export async function dropFile(page: Page, bytes: Buffer, name: string): Promise<void> {
  const zone = page.locator('label', { hasText: 'Drag and drop your .pptx file here' });
  const dataTransfer = await page.evaluateHandle(
    ({ data, fileName }) => {
      const transfer = new DataTransfer();
      transfer.items.add(new File([new Uint8Array(data)], fileName));
      return transfer;
    },
    { data: [...bytes], fileName: name },
  );
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
}
