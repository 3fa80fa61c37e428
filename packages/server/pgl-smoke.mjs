import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
const t0 = Date.now();
const db = await PGlite.create({ extensions: { pg_trgm, unaccent } });
console.log('open', Date.now() - t0);
await db.exec(`create extension if not exists pg_trgm; create extension if not exists unaccent;
create text search configuration fr_search (copy = french);
alter text search configuration fr_search alter mapping for hword, hword_part, word with unaccent, french_stem;
create text search configuration en_search (copy = english);
alter text search configuration en_search alter mapping for hword, hword_part, word with unaccent, english_stem;`);
console.log(
  (
    await db.query(
      `select to_tsvector('fr_search', 'Robes élégantes à fleurs, chemisier') v, to_tsvector('en_search', 'Running shoes café dresses') e, similarity('chemisse','chemise') s, version()`,
    )
  ).rows,
);
const t1 = Date.now();
const dump = await db.dumpDataDir('none');
console.log('dump', Date.now() - t1, dump.size);
const t2 = Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm, unaccent } });
console.log(
  'load',
  Date.now() - t2,
  (await db2.query(`select to_tsvector('fr_search','été') v`)).rows,
);
