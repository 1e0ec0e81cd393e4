ALTER TABLE "business_cards" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "business_cards" ADD COLUMN "template_id" integer;--> statement-breakpoint
ALTER TABLE "business_cards" ADD COLUMN "listed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "business_cards" ADD COLUMN "deactivated_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_template_id_card_templates_id_fk" FOREIGN KEY ("template_id") REFERENCES "public"."card_templates"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_cards_organization_idx" ON "business_cards" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "business_cards_template_idx" ON "business_cards" USING btree ("template_id");