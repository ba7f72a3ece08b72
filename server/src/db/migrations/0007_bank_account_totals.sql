CREATE TABLE "bank_account_totals" (
	"conta_bancaria_id" integer NOT NULL,
	"mes" timestamp with time zone NOT NULL,
	"liquidado" numeric DEFAULT '0' NOT NULL,
	"pendente" numeric DEFAULT '0' NOT NULL,
	CONSTRAINT "bank_account_totals_conta_bancaria_id_mes_pk" PRIMARY KEY("conta_bancaria_id","mes")
);
--> statement-breakpoint
-- Every entry write updates a row here: room on each page keeps the new row versions beside the old ones
-- (heap-only updates, pruned as the page is read), so the table stays small between vacuums.
ALTER TABLE "bank_account_totals" SET (fillfactor = 50);
--> statement-breakpoint
-- One entry's part in its account's month: signed (income in, expense out), at the amount really paid once
-- settled, in the UTC month of its moment (the payment date, else its date). An account deleted in the same
-- statement (a user's deletion cascading) keeps no totals.
CREATE FUNCTION "bank_account_totals_add"("conta" integer, "situacao" text, "tipo" text, "valor" numeric, "valor_pago" numeric, "data_lancamento" timestamptz, "data_pagamento" timestamptz, "sinal" integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  "liquidada" boolean := "situacao" IN ('Pago', 'Recebido');
  "quantia" numeric := CASE WHEN "situacao" IN ('Pago', 'Recebido') AND "valor_pago" IS NOT NULL THEN "valor_pago" ELSE "valor" END;
  "assinada" numeric;
BEGIN
  IF NOT EXISTS (SELECT 1 FROM "bank_accounts" WHERE "id" = "conta") THEN
    RETURN;
  END IF;
  "assinada" := "sinal" * CASE WHEN "tipo" = 'Receita' THEN "quantia" ELSE -"quantia" END;
  INSERT INTO "bank_account_totals" AS t ("conta_bancaria_id", "mes", "liquidado", "pendente")
  VALUES ("conta", date_trunc('month', coalesce("data_pagamento", "data_lancamento") AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
    CASE WHEN "liquidada" THEN "assinada" ELSE 0 END, CASE WHEN "liquidada" THEN 0 ELSE "assinada" END)
  ON CONFLICT ("conta_bancaria_id", "mes") DO UPDATE SET "liquidado" = t."liquidado" + excluded."liquidado", "pendente" = t."pendente" + excluded."pendente";
END
$$;
--> statement-breakpoint
CREATE FUNCTION "bank_account_totals_entry"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."conta_bancaria_id" IS NOT NULL THEN
    PERFORM "bank_account_totals_add"(OLD."conta_bancaria_id", OLD."situacao", OLD."tipo_lancamento", OLD."valor", OLD."valor_pago", OLD."data_lancamento", OLD."data_pagamento", -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."conta_bancaria_id" IS NOT NULL THEN
    PERFORM "bank_account_totals_add"(NEW."conta_bancaria_id", NEW."situacao", NEW."tipo_lancamento", NEW."valor", NEW."valor_pago", NEW."data_lancamento", NEW."data_pagamento", 1);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "entries_bank_account_totals" AFTER INSERT OR UPDATE OR DELETE ON "entries" FOR EACH ROW EXECUTE FUNCTION "bank_account_totals_entry"();
--> statement-breakpoint
CREATE FUNCTION "bank_account_totals_forget"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "bank_account_totals" WHERE "conta_bancaria_id" = OLD."id";
  RETURN OLD;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "bank_accounts_forget_totals" AFTER DELETE ON "bank_accounts" FOR EACH ROW EXECUTE FUNCTION "bank_account_totals_forget"();
--> statement-breakpoint
-- The totals of the entries stored before this version.
INSERT INTO "bank_account_totals" ("conta_bancaria_id", "mes", "liquidado", "pendente")
SELECT e."conta_bancaria_id", date_trunc('month', coalesce(e."data_pagamento", e."data_lancamento") AT TIME ZONE 'UTC') AT TIME ZONE 'UTC',
  coalesce(sum(CASE WHEN e."tipo_lancamento" = 'Receita' THEN 1 ELSE -1 END * CASE WHEN e."valor_pago" IS NOT NULL THEN e."valor_pago" ELSE e."valor" END) FILTER (WHERE e."situacao" IN ('Pago', 'Recebido')), 0),
  coalesce(sum(CASE WHEN e."tipo_lancamento" = 'Receita' THEN 1 ELSE -1 END * e."valor") FILTER (WHERE e."situacao" NOT IN ('Pago', 'Recebido')), 0)
FROM "entries" e
WHERE e."conta_bancaria_id" IS NOT NULL
GROUP BY 1, 2;
