-- Sessions remember their last use: a signed-in session lapses after a spell of inactivity
-- (decision 017), and idle visitor sessions without a basket are purged.
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "sessions_last_seen_idx" ON "sessions" USING btree ("last_seen_at");