ALTER TABLE "sessions" ADD COLUMN "address" varchar(64);--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "last_seen_at" timestamp with time zone DEFAULT now() NOT NULL;