import type { StoreSegment } from '@vitrine/api-client/contract';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/database.js';
import { documents } from '../db/schema.js';

export type DocumentKind =
  'feed' | 'page' | 'popin' | 'size-guide' | 'footer' | 'linking' | 'banner-image';

/** A stored editorial document (JSON feed, HTML fragment or SVG), exactly as stored. */
export async function readDocument(
  db: Db,
  store: StoreSegment,
  kind: DocumentKind,
  key: string,
): Promise<{ contentType: string; body: string } | null> {
  const [row] = await db
    .select({ contentType: documents.contentType, body: documents.body })
    .from(documents)
    .where(and(eq(documents.store, store), eq(documents.kind, kind), eq(documents.key, key)));
  return row ?? null;
}
