CREATE TABLE "business_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"slug" varchar(100) NOT NULL,
	"theme" varchar(40) DEFAULT 'minimalist' NOT NULL,
	"name" varchar(200),
	"title" varchar(200),
	"company" varchar(200),
	"phone" varchar(60),
	"email" varchar(254),
	"address" varchar(500),
	"website" varchar(2048),
	"about" text,
	"profile_picture" text,
	"cover_photo" text,
	"logo_url" text,
	"video_url" varchar(2048),
	"favicon_url" text,
	"social_links" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"custom_buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"gallery" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"embed_codes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"form_config" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"customizations" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"pwa_settings" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesbot_configs" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"is_enabled" boolean DEFAULT false NOT NULL,
	"bot_name" varchar(100) DEFAULT 'Salesbot' NOT NULL,
	"avatar_url" text,
	"business_type" varchar(100),
	"primary_goal" varchar(40) DEFAULT 'schedule_appointment' NOT NULL,
	"services" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"price_ranges" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"company_info" text,
	"sales_personality" varchar(40) DEFAULT 'professional' NOT NULL,
	"custom_instructions" text,
	"lead_qualification_questions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cta_buttons" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"media_assets" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"calendly_integration" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "salesbot_conversations" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"session_id" varchar(100) NOT NULL,
	"visitor_name" varchar(200),
	"visitor_email" varchar(254),
	"visitor_phone" varchar(60),
	"conversation_data" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"lead_score" integer DEFAULT 0 NOT NULL,
	"outcome" varchar(40),
	"visitor_ip" varchar(64),
	"visitor_location" varchar(200),
	"visitor_device" varchar(200),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_clicks" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"link_type" varchar(20) NOT NULL,
	"link_id" varchar(100) NOT NULL,
	"clicker_ip" varchar(64),
	"clicker_location" varchar(200),
	"clicker_device" varchar(200),
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_saves" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"saver_ip" varchar(64),
	"saver_location" varchar(200),
	"saver_device" varchar(200),
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_views" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"viewer_ip" varchar(64),
	"viewer_location" varchar(200),
	"viewer_device" varchar(200),
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "form_submissions" (
	"id" serial PRIMARY KEY NOT NULL,
	"card_id" integer NOT NULL,
	"form_data" jsonb NOT NULL,
	"submitter_ip" varchar(64),
	"submitter_location" varchar(200),
	"submitter_device" varchar(200),
	"timestamp" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id" serial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"user_agent" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(100) NOT NULL,
	"password" text NOT NULL,
	"email" varchar(254) NOT NULL,
	"phone" varchar(40),
	"full_name" varchar(100),
	"access_level" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "business_cards" ADD CONSTRAINT "business_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesbot_configs" ADD CONSTRAINT "salesbot_configs_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "salesbot_conversations" ADD CONSTRAINT "salesbot_conversations_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_clicks" ADD CONSTRAINT "card_clicks_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_saves" ADD CONSTRAINT "card_saves_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_views" ADD CONSTRAINT "card_views_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "form_submissions" ADD CONSTRAINT "form_submissions_card_id_business_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."business_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "business_cards_slug_idx" ON "business_cards" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "business_cards_user_idx" ON "business_cards" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salesbot_configs_card_idx" ON "salesbot_configs" USING btree ("card_id");--> statement-breakpoint
CREATE UNIQUE INDEX "salesbot_conversations_card_session_idx" ON "salesbot_conversations" USING btree ("card_id","session_id");--> statement-breakpoint
CREATE INDEX "salesbot_conversations_card_updated_idx" ON "salesbot_conversations" USING btree ("card_id","updated_at");--> statement-breakpoint
CREATE INDEX "card_clicks_card_time_idx" ON "card_clicks" USING btree ("card_id","timestamp");--> statement-breakpoint
CREATE INDEX "card_saves_card_time_idx" ON "card_saves" USING btree ("card_id","timestamp");--> statement-breakpoint
CREATE INDEX "card_views_card_time_idx" ON "card_views" USING btree ("card_id","timestamp");--> statement-breakpoint
CREATE INDEX "form_submissions_card_time_idx" ON "form_submissions" USING btree ("card_id","timestamp");--> statement-breakpoint
CREATE UNIQUE INDEX "password_reset_tokens_hash_idx" ON "password_reset_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "password_reset_tokens_user_idx" ON "password_reset_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "sessions_token_hash_idx" ON "sessions" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_idx" ON "users" USING btree (lower("username"));--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_access_level_idx" ON "users" USING btree ("access_level");