CREATE TABLE "nfc_tags" (
	"id" varchar(16) PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"card_id" integer,
	"label" varchar(60) NOT NULL,
	"taps" bigint DEFAULT 0 NOT NULL,
	"last_tap_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_views" ADD COLUMN "source" varchar(12) DEFAULT 'direct' NOT NULL;--> statement-breakpoint
ALTER TABLE "nfc_tags" ADD CONSTRAINT "nfc_tags_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "nfc_tags" ADD CONSTRAINT "nfc_tags_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "nfc_tags_user_idx" ON "nfc_tags" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "nfc_tags_card_idx" ON "nfc_tags" USING btree ("card_id");--> statement-breakpoint
-- The all-time tallies gain a 'source' dimension for views; every view stored before sources
-- were kept counts as a direct one, so each card's sources still sum to its views.
INSERT INTO "analytics_tallies" ("card_id", "kind", "dimension", "value", "n")
SELECT "card_id", 'view', 'source', 'direct', sum("n") FROM "analytics_tallies"
WHERE "kind" = 'view' AND "dimension" = 'device' GROUP BY "card_id"
ON CONFLICT DO NOTHING;
