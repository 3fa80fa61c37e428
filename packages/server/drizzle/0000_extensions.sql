-- Trigram similarity (spelling correction) and accent folding (search in both stores).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;
--> statement-breakpoint
-- Search configurations: accents folded, then French or English stemming.
CREATE TEXT SEARCH CONFIGURATION fr_search (COPY = french);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION fr_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, french_stem;
--> statement-breakpoint
CREATE TEXT SEARCH CONFIGURATION en_search (COPY = english);
--> statement-breakpoint
ALTER TEXT SEARCH CONFIGURATION en_search ALTER MAPPING FOR hword, hword_part, word WITH unaccent, english_stem;
