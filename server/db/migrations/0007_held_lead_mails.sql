CREATE TABLE "held_lead_mails" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"visitor_name" text,
	"visitor_email" text,
	"submitted_at" timestamp with time zone NOT NULL,
	"send_after" timestamp with time zone NOT NULL,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "held_lead_mails" ADD CONSTRAINT "held_lead_mails_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "held_lead_mails_send_after_index" ON "held_lead_mails" USING btree ("send_after");--> statement-breakpoint
CREATE INDEX "held_lead_mails_card_id_index" ON "held_lead_mails" USING btree ("card_id");