CREATE TABLE "visitor_salts" (
	"day" date PRIMARY KEY NOT NULL,
	"salt" varchar(64) NOT NULL
);
--> statement-breakpoint
ALTER TABLE "card_clicks" ADD COLUMN "link_label" varchar(200);--> statement-breakpoint
ALTER TABLE "card_clicks" ADD COLUMN "visitor_hash" varchar(32);--> statement-breakpoint
ALTER TABLE "card_saves" ADD COLUMN "visitor_hash" varchar(32);--> statement-breakpoint
ALTER TABLE "card_views" ADD COLUMN "visitor_hash" varchar(32);--> statement-breakpoint
ALTER TABLE "form_submissions" ADD COLUMN "visitor_hash" varchar(32);