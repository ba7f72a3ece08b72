ALTER TABLE "users" ADD COLUMN "session_key" uuid DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
-- A new session key ends every session of that user at once: announced like a role change (migration 0002).
DROP TRIGGER "users_auth_changed" ON "users";--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "role", "username", "session_key" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_user_changed"();
--> statement-breakpoint
-- A restore truncates the users (no row trigger fires): '*' tells every process to forget every cached user.
CREATE FUNCTION "notify_auth_users_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_user_changed', '*');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_truncated" AFTER TRUNCATE ON "users"
  FOR EACH STATEMENT EXECUTE FUNCTION "notify_auth_users_truncated"();
