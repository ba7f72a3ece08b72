ALTER TABLE "bank_cards" ADD COLUMN "conta_pagamento_id" integer;--> statement-breakpoint
ALTER TABLE "card_statement_payments" ADD COLUMN "aberto" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "pagamento_fatura_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "saldo_fatura_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "fatura_origem" char(7);--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_conta_pagamento_id_bank_accounts_id_fk" FOREIGN KEY ("conta_pagamento_id") REFERENCES "public"."bank_accounts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_pagamento_fatura_id_card_statement_payments_id_fk" FOREIGN KEY ("pagamento_fatura_id") REFERENCES "public"."card_statement_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Deferred: a restore inserts the entries by id, and a carry item comes after the items it settled.
ALTER TABLE "entries" ADD CONSTRAINT "entries_saldo_fatura_id_entries_id_fk" FOREIGN KEY ("saldo_fatura_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action DEFERRABLE INITIALLY DEFERRED;--> statement-breakpoint
CREATE INDEX "entries_pagamento_fatura_idx" ON "entries" USING btree ("pagamento_fatura_id") WHERE "entries"."pagamento_fatura_id" is not null;--> statement-breakpoint
CREATE INDEX "entries_saldo_fatura_idx" ON "entries" USING btree ("saldo_fatura_id") WHERE "entries"."saldo_fatura_id" is not null;--> statement-breakpoint
-- A settled entry always has what was paid and when: its amount and its date where they were left out.
UPDATE "entries" SET "valor_pago" = coalesce("valor_pago", "valor"), "data_pagamento" = coalesce("data_pagamento", "data_lancamento")
  WHERE "situacao" IN ('Pago', 'Recebido') AND ("valor_pago" IS NULL OR "data_pagamento" IS NULL);--> statement-breakpoint
-- The items an earlier statement payment settled: those of its statement settled on its moment.
UPDATE "entries" e SET "pagamento_fatura_id" = p."id"
  FROM "card_statement_payments" p
  WHERE e."cartao_id" = p."cartao_id" AND e."fatura_mes" = p."mes" AND e."situacao" IN ('Pago', 'Recebido')
    AND e."data_pagamento" = p."data" AND e."pagamento_fatura_id" IS NULL;
