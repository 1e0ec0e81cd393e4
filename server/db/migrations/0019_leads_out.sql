CREATE TABLE "api_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" varchar(100) NOT NULL,
	"prefix" varchar(16) NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"scopes" jsonb NOT NULL,
	"expires_at" timestamp with time zone,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_exchange_settings" (
	"card_id" integer PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exchange_consents" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"text" varchar(1000) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "lead_sources" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"lead_id" integer NOT NULL,
	"kind" varchar(20) NOT NULL,
	"source_id" bigint,
	"visitor_hash" varchar(32),
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "leads" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"email_key" varchar(254),
	"email" varchar(254),
	"name" varchar(200),
	"phone" varchar(60),
	"company" varchar(200),
	"status" varchar(12) DEFAULT 'new' NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leads_status_check" CHECK ("leads"."status" in ('new', 'contacted', 'won', 'lost'))
);
--> statement-breakpoint
CREATE TABLE "webhook_deliveries" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"endpoint_id" integer NOT NULL,
	"message_id" varchar(40) NOT NULL,
	"event_type" varchar(40) NOT NULL,
	"payload" jsonb NOT NULL,
	"status" varchar(10) DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claim_token" uuid,
	"claimed_until" timestamp with time zone,
	"last_attempt_at" timestamp with time zone,
	"response_status" integer,
	"duration_ms" integer,
	"error" varchar(500),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_deliveries_status_check" CHECK ("webhook_deliveries"."status" in ('pending', 'delivered', 'failed'))
);
--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer,
	"kind" varchar(20) DEFAULT 'webhook' NOT NULL,
	"url" varchar(2000) NOT NULL,
	"description" varchar(200) DEFAULT '' NOT NULL,
	"events" jsonb NOT NULL,
	"secret" text NOT NULL,
	"previous_secret" text,
	"previous_secret_expires_at" timestamp with time zone,
	"enabled" boolean DEFAULT true NOT NULL,
	"disabled_reason" varchar(300),
	"failing_since" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "webhook_endpoints_kind_check" CHECK ("webhook_endpoints"."kind" in ('webhook', 'hubspot'))
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_revoked_by_users_id_fk" FOREIGN KEY ("revoked_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_exchange_settings" ADD CONSTRAINT "card_exchange_settings_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exchange_consents" ADD CONSTRAINT "exchange_consents_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_sources" ADD CONSTRAINT "lead_sources_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leads" ADD CONSTRAINT "leads_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD CONSTRAINT "webhook_deliveries_endpoint_id_webhook_endpoints_id_fk" FOREIGN KEY ("endpoint_id") REFERENCES "public"."webhook_endpoints"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webhook_endpoints" ADD CONSTRAINT "webhook_endpoints_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_hash_idx" ON "api_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "api_tokens_user_idx" ON "api_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "exchange_consents_card_idx" ON "exchange_consents" USING btree ("card_id","id");--> statement-breakpoint
CREATE INDEX "lead_sources_lead_at_idx" ON "lead_sources" USING btree ("lead_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "lead_sources_kind_source_idx" ON "lead_sources" USING btree ("kind","source_id");--> statement-breakpoint
CREATE UNIQUE INDEX "leads_card_email_idx" ON "leads" USING btree ("card_id","email_key");--> statement-breakpoint
CREATE INDEX "leads_card_activity_idx" ON "leads" USING btree ("card_id","last_activity_at","id");--> statement-breakpoint
CREATE INDEX "webhook_deliveries_due_idx" ON "webhook_deliveries" USING btree ("next_attempt_at") WHERE "webhook_deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_idx" ON "webhook_deliveries" USING btree ("endpoint_id","id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_user_idx" ON "webhook_endpoints" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "webhook_endpoints_organization_idx" ON "webhook_endpoints" USING btree ("organization_id");--> statement-breakpoint
-- leads backfill: begin
-- The leads inbox's history (data only): every stored form submission and assistant conversation
-- that holds an email or a phone becomes a lead, oldest first, merged per card by email as
-- server/modules/leads/record-lead.ts merges new arrivals (no webhook event is queued: no endpoint
-- exists yet). A submission's email, name and phone are its first answered field of each type
-- in the card's form, its answers kept under their labels. A source already linked is skipped,
-- so running it again changes nothing.
DO $$
DECLARE
  arrival record;
  found_lead integer;
BEGIN
  FOR arrival IN
    SELECT a.* FROM (
      SELECT 'form'::varchar AS kind, f.id AS source_id, f.card_id, f.visitor_hash, f."timestamp" AS at,
        (SELECT nullif(trim(f.form_data ->> (field ->> 'id')), '') FROM jsonb_array_elements(fields.list) field
          WHERE field ->> 'type' = 'email' AND coalesce(trim(f.form_data ->> (field ->> 'id')), '') <> '' LIMIT 1) AS email,
        (SELECT nullif(trim(f.form_data ->> (field ->> 'id')), '') FROM jsonb_array_elements(fields.list) field
          WHERE field ->> 'type' = 'name' AND coalesce(trim(f.form_data ->> (field ->> 'id')), '') <> '' LIMIT 1) AS name,
        (SELECT nullif(trim(f.form_data ->> (field ->> 'id')), '') FROM jsonb_array_elements(fields.list) field
          WHERE field ->> 'type' = 'phone' AND coalesce(trim(f.form_data ->> (field ->> 'id')), '') <> '' LIMIT 1) AS phone,
        jsonb_build_object('answers', coalesce((SELECT jsonb_object_agg(field ->> 'label', f.form_data ->> (field ->> 'id'))
          FROM jsonb_array_elements(fields.list) field
          WHERE coalesce(f.form_data ->> (field ->> 'id'), '') <> '' AND field ->> 'label' IS NOT NULL), '{}'::jsonb)) AS data
      FROM form_submissions f
      JOIN business_cards c ON c.id = f.card_id
      CROSS JOIN LATERAL (SELECT CASE WHEN jsonb_typeof(c.form_config -> 'fields') = 'array'
        THEN c.form_config -> 'fields' ELSE '[]'::jsonb END AS list) fields
      UNION ALL
      SELECT 'conversation'::varchar, v.id, v.card_id, NULL, v.updated_at,
        nullif(trim(v.visitor_email), ''), nullif(trim(v.visitor_name), ''), nullif(trim(v.visitor_phone), ''),
        '{}'::jsonb
      FROM salesbot_conversations v
    ) a
    WHERE (a.email IS NOT NULL OR a.phone IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM lead_sources s WHERE s.kind = a.kind AND s.source_id = a.source_id)
    ORDER BY a.at, a.kind, a.source_id
  LOOP
    IF length(arrival.email) > 254 THEN arrival.email := NULL; END IF;
    IF arrival.email IS NULL AND arrival.phone IS NULL THEN CONTINUE; END IF;
    found_lead := NULL;
    IF arrival.email IS NOT NULL THEN
      SELECT id INTO found_lead FROM leads WHERE card_id = arrival.card_id AND email_key = lower(arrival.email);
    END IF;
    IF found_lead IS NULL THEN
      INSERT INTO leads (card_id, email_key, email, name, phone, created_at, updated_at, last_activity_at)
      VALUES (arrival.card_id, lower(arrival.email), arrival.email, left(arrival.name, 200), left(arrival.phone, 60),
        arrival.at, arrival.at, arrival.at)
      RETURNING id INTO found_lead;
    ELSE
      UPDATE leads SET
        name = coalesce(left(arrival.name, 200), name),
        phone = coalesce(left(arrival.phone, 60), phone),
        updated_at = greatest(updated_at, arrival.at),
        last_activity_at = greatest(last_activity_at, arrival.at)
      WHERE id = found_lead;
    END IF;
    INSERT INTO lead_sources (lead_id, kind, source_id, visitor_hash, data, at)
    VALUES (found_lead, arrival.kind, arrival.source_id, arrival.visitor_hash, arrival.data, arrival.at);
  END LOOP;
END $$;
-- leads backfill: end
