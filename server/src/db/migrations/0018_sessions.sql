ALTER TABLE "refresh_tokens" ADD COLUMN "started_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "user_agent" varchar(400);--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD COLUMN "address" varchar(64);--> statement-breakpoint
CREATE INDEX "refresh_tokens_live_idx" ON "refresh_tokens" USING btree ("user_id","family_id") WHERE "refresh_tokens"."revoked_at" is null;--> statement-breakpoint
-- A live token from before this migration: its session started at its family's first token.
UPDATE "refresh_tokens" AS "live" SET "started_at" = "family"."started"
  FROM (SELECT "family_id", min("created_at") AS "started" FROM "refresh_tokens" GROUP BY "family_id") AS "family"
  WHERE "family"."family_id" = "live"."family_id" AND "live"."revoked_at" IS NULL;
--> statement-breakpoint
-- Every access token names its session (its refresh-token family), which requireUser checks: a revoked or deleted
-- token is announced like a role change (migration 0002), so that the ended session's access token stops at once.
CREATE FUNCTION "notify_session_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_user_changed', OLD.user_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "refresh_tokens_session_changed" AFTER UPDATE OF "revoked_at" OR DELETE ON "refresh_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_session_changed"();
