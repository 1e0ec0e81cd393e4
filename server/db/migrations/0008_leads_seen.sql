CREATE TABLE "leads_seen" (
	"user_id" integer NOT NULL,
	"card_id" integer NOT NULL,
	"list" varchar(20) NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_seen_user_id_card_id_list_pk" PRIMARY KEY("user_id","card_id","list")
);
--> statement-breakpoint
ALTER TABLE "leads_seen" ADD CONSTRAINT "leads_seen_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads_seen" ADD CONSTRAINT "leads_seen_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leads_seen_card_id_index" ON "leads_seen" USING btree ("card_id");