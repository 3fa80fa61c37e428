import { APP_KEY_HEADER } from '@vitrine/api-client';

const BLOB_LIFETIME_MS = 60_000;

/** The file name a `Content-Disposition: attachment; filename="…"` answer gives, if any. */
export function attachmentFilename(header: string | null): string | undefined {
  const match = header ? /filename="?([^";\s]+)"?/i.exec(header) : null;
  return match?.[1];
}

/**
 * Downloads an invoice PDF. The invoice is an /api route, which wants the application key like
 * every call (spec 7): a plain link cannot send it, so the file is fetched with the key and the
 * session cookie, then handed to the browser under the server's file name.
 */
export async function downloadInvoice(
  href: string,
  appKey: string,
  fallbackName: string,
): Promise<void> {
  const response = await fetch(href, {
    credentials: 'include',
    headers: { [APP_KEY_HEADER]: appKey },
  });
  if (!response.ok) throw new Error(`The invoice answered ${String(response.status)}`);
  const file = URL.createObjectURL(await response.blob());
  const anchor = document.createElement('a');
  anchor.href = file;
  anchor.download = attachmentFilename(response.headers.get('content-disposition')) ?? fallbackName;
  anchor.click();
  // The browser reads the blob after the click returns: free it a while later.
  window.setTimeout(() => {
    URL.revokeObjectURL(file);
  }, BLOB_LIFETIME_MS);
}
