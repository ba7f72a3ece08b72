-- A changed role or name, or a deleted user, is announced on channel auth_user_changed with the
-- user's id, so that every API process drops its cached copy of that user at once (requireUser).
CREATE FUNCTION "notify_auth_user_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('auth_user_changed', OLD.id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed" AFTER UPDATE OF "role", "username" OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_auth_user_changed"();
