CREATE TABLE "upload_references" (
	"card_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	CONSTRAINT "upload_references_card_id_name_pk" PRIMARY KEY("card_id","name")
);
--> statement-breakpoint
CREATE TABLE "uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"bytes" integer NOT NULL,
	"content_type" varchar(40) NOT NULL,
	"kind" varchar(20) NOT NULL,
	"card_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"referenced_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "upload_references" ADD CONSTRAINT "upload_references_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "uploads" ADD CONSTRAINT "uploads_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "upload_references_name_idx" ON "upload_references" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "uploads_user_name_idx" ON "uploads" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "uploads_name_idx" ON "uploads" USING btree ("name");--> statement-breakpoint
CREATE INDEX "uploads_card_idx" ON "uploads" USING btree ("card_id");