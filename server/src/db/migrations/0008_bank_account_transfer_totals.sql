ALTER TABLE "bank_account_totals" ADD COLUMN "transferido" numeric DEFAULT '0' NOT NULL;--> statement-breakpoint
-- One transfer's part in its two accounts' month (the UTC month of its day): out of the source, into the
-- destination. An account deleted in the same statement (a user's deletion cascading) keeps no totals.
CREATE FUNCTION "bank_account_totals_transfer_add"("conta" integer, "data" timestamptz, "quantia" numeric) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "bank_accounts" WHERE "id" = "conta") THEN
    RETURN;
  END IF;
  INSERT INTO "bank_account_totals" AS t ("conta_bancaria_id", "mes", "transferido")
  VALUES ("conta", date_trunc('month', "data" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "quantia")
  ON CONFLICT ("conta_bancaria_id", "mes") DO UPDATE SET "transferido" = t."transferido" + excluded."transferido";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bank_account_totals_transfer"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bank_account_totals_transfer_add"(OLD."conta_origem_id", OLD."data", OLD."valor");
    PERFORM "bank_account_totals_transfer_add"(OLD."conta_destino_id", OLD."data", -OLD."valor");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bank_account_totals_transfer_add"(NEW."conta_origem_id", NEW."data", -NEW."valor");
    PERFORM "bank_account_totals_transfer_add"(NEW."conta_destino_id", NEW."data", NEW."valor");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "transfers_bank_account_totals" AFTER INSERT OR UPDATE OR DELETE ON "transfers" FOR EACH ROW EXECUTE FUNCTION "bank_account_totals_transfer"();
--> statement-breakpoint
-- The totals of the transfers stored before this version.
INSERT INTO "bank_account_totals" AS t ("conta_bancaria_id", "mes", "transferido")
SELECT "conta", "mes", sum("quantia") FROM (
  SELECT "conta_origem_id" AS "conta", date_trunc('month', "data" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC' AS "mes", -"valor" AS "quantia" FROM "transfers"
  UNION ALL
  SELECT "conta_destino_id", date_trunc('month', "data" AT TIME ZONE 'UTC') AT TIME ZONE 'UTC', "valor" FROM "transfers"
) AS moves
GROUP BY 1, 2
ON CONFLICT ("conta_bancaria_id", "mes") DO UPDATE SET "transferido" = t."transferido" + excluded."transferido";
