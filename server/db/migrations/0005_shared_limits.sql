-- Unlogged: no WAL on the hot path; a crash empties it, which only ever forgives early.
CREATE UNLOGGED TABLE "rate_limit_windows" (
	"key" varchar(300) PRIMARY KEY NOT NULL,
	"hits" integer NOT NULL,
	"resets_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_failures" (
	"key" text NOT NULL,
	"failed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sign_in_lockouts" (
	"account" text NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	CONSTRAINT "sign_in_lockouts_account_pk" PRIMARY KEY("account")
);
--> statement-breakpoint
CREATE INDEX "sign_in_failures_key_failed_at_index" ON "sign_in_failures" USING btree ("key","failed_at");