ALTER TABLE "card_clicks" DROP CONSTRAINT "card_clicks_card_id_business_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "card_saves" DROP CONSTRAINT "card_saves_card_id_business_cards_id_fk";
--> statement-breakpoint
ALTER TABLE "card_views" DROP CONSTRAINT "card_views_card_id_business_cards_id_fk";
--> statement-breakpoint
-- Views, clicks and saves lose their per-row foreign key (issue 19, server/db/schema/tracking.ts);
-- this trigger keeps its cascade: a statement deleting cards, itself or through a deleted user,
-- deletes their events once, by the events' (card_id, timestamp, id) indexes.
CREATE FUNCTION "delete_tracked_events_of_deleted_cards"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "card_views" WHERE "card_id" IN (SELECT "id" FROM "deleted_cards");
  DELETE FROM "card_clicks" WHERE "card_id" IN (SELECT "id" FROM "deleted_cards");
  DELETE FROM "card_saves" WHERE "card_id" IN (SELECT "id" FROM "deleted_cards");
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "business_cards_delete_tracked_events" AFTER DELETE ON "business_cards"
REFERENCING OLD TABLE AS "deleted_cards" FOR EACH STATEMENT
EXECUTE FUNCTION "delete_tracked_events_of_deleted_cards"();
