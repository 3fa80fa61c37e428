import { sql, type SQL } from 'drizzle-orm';

/**
 * The products of a category and of its sub-categories (`p` is the products row): one range of
 * the (store, category_path) index. Paths are ids joined by '/', compared byte by byte (migration
 * 0011), and '/' is the character just before '0', so [path, path + '0') holds the path and every
 * 'path/…' below it, and no other path while ids are made of digits and letters.
 */
export const inSubtree = (path: string): SQL =>
  sql`(p.category_path >= ${path} AND p.category_path < ${`${path}0`})`;
