CREATE TABLE "salesbot_token_usage" (
	"card_id" integer NOT NULL,
	"scope" varchar(120) NOT NULL,
	"tokens" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "salesbot_token_usage_card_id_scope_pk" PRIMARY KEY("card_id","scope")
);
--> statement-breakpoint
ALTER TABLE "salesbot_token_usage" ADD CONSTRAINT "salesbot_token_usage_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;