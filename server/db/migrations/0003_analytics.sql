CREATE TABLE "analytics_buckets" (
	"card_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"bucket" timestamp with time zone NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_buckets_card_id_kind_bucket_pk" PRIMARY KEY("card_id","kind","bucket")
);
--> statement-breakpoint
CREATE TABLE "analytics_tallies" (
	"card_id" integer NOT NULL,
	"kind" varchar(12) NOT NULL,
	"dimension" varchar(12) NOT NULL,
	"value" varchar(200) NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "analytics_tallies_card_id_kind_dimension_value_pk" PRIMARY KEY("card_id","kind","dimension","value")
);
--> statement-breakpoint
DROP INDEX "card_clicks_card_time_idx";--> statement-breakpoint
DROP INDEX "card_saves_card_time_idx";--> statement-breakpoint
DROP INDEX "card_views_card_time_idx";--> statement-breakpoint
DROP INDEX "form_submissions_card_time_idx";--> statement-breakpoint
ALTER TABLE "card_clicks" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "card_clicks_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "card_saves" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "card_saves_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "card_views" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "card_views_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "form_submissions" ALTER COLUMN "id" SET DATA TYPE bigint;--> statement-breakpoint
ALTER SEQUENCE "form_submissions_id_seq" AS bigint;--> statement-breakpoint
ALTER TABLE "analytics_buckets" ADD CONSTRAINT "analytics_buckets_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "analytics_tallies" ADD CONSTRAINT "analytics_tallies_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_clicks_card_time_id_idx" ON "card_clicks" USING btree ("card_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "card_saves_card_time_id_idx" ON "card_saves" USING btree ("card_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "card_views_card_time_id_idx" ON "card_views" USING btree ("card_id","timestamp","id");--> statement-breakpoint
CREATE INDEX "form_submissions_card_time_id_idx" ON "form_submissions" USING btree ("card_id","timestamp","id");--> statement-breakpoint
INSERT INTO "analytics_buckets" ("card_id", "kind", "bucket", "n")
SELECT "card_id", 'view', date_bin('15 minutes', "timestamp", timestamptz '2000-01-01 00:00:00+00'), count(*) FROM "card_views" GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'view', 'device', coalesce(nullif("viewer_device", ''), 'Unknown'), count(*) FROM "card_views" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'view', 'location', coalesce(nullif("viewer_location", ''), 'Unknown'), count(*) FROM "card_views" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_buckets" ("card_id", "kind", "bucket", "n")
SELECT "card_id", 'click', date_bin('15 minutes', "timestamp", timestamptz '2000-01-01 00:00:00+00'), count(*) FROM "card_clicks" GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'click', 'device', coalesce(nullif("clicker_device", ''), 'Unknown'), count(*) FROM "card_clicks" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'click', 'location', coalesce(nullif("clicker_location", ''), 'Unknown'), count(*) FROM "card_clicks" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'click', 'link_type', coalesce(nullif("link_type", ''), 'Unknown'), count(*) FROM "card_clicks" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_buckets" ("card_id", "kind", "bucket", "n")
SELECT "card_id", 'save', date_bin('15 minutes', "timestamp", timestamptz '2000-01-01 00:00:00+00'), count(*) FROM "card_saves" GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'save', 'device', coalesce(nullif("saver_device", ''), 'Unknown'), count(*) FROM "card_saves" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'save', 'location', coalesce(nullif("saver_location", ''), 'Unknown'), count(*) FROM "card_saves" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_buckets" ("card_id", "kind", "bucket", "n")
SELECT "card_id", 'submission', date_bin('15 minutes', "timestamp", timestamptz '2000-01-01 00:00:00+00'), count(*) FROM "form_submissions" GROUP BY 1, 3;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'submission', 'device', coalesce(nullif("submitter_device", ''), 'Unknown'), count(*) FROM "form_submissions" GROUP BY 1, 4;--> statement-breakpoint
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'submission', 'location', coalesce(nullif("submitter_location", ''), 'Unknown'), count(*) FROM "form_submissions" GROUP BY 1, 4;
