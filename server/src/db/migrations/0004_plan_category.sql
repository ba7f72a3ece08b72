ALTER TABLE "installment_plans" ADD COLUMN "categoria_id" integer;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD CONSTRAINT "installment_plans_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "installment_plans_categoria_idx" ON "installment_plans" USING btree ("categoria_id");--> statement-breakpoint
-- Repair: every unpaid installment of a plan that is not Cancelado has its A Pagar entry, and every paid
-- installment its Pago entry (entries deleted on their own before this version orphaned them).
INSERT INTO "entries" ("user_id", "data_lancamento", "descricao", "valor", "tipo_lancamento", "categoria_id", "parcelamento_mensal_id", "situacao", "valor_pago", "data_pagamento")
SELECT p."user_id", m."data_vencimento",
  rtrim(left(p."descricao", 200 - length(' (' || m."numero_parcela" || '/' || p."numero_parcelas" || ')'))) || ' (' || m."numero_parcela" || '/' || p."numero_parcelas" || ')',
  m."valor_parcela", 'Despesa', p."categoria_id", m."id",
  CASE WHEN lower(trim(m."situacao")) IN ('pago', 'paga') THEN 'Pago' ELSE 'A Pagar' END,
  CASE WHEN lower(trim(m."situacao")) IN ('pago', 'paga') THEN m."valor_pago" END,
  CASE WHEN lower(trim(m."situacao")) IN ('pago', 'paga') THEN m."data_pagamento" END
FROM "monthly_installments" m
JOIN "installment_plans" p ON p."id" = m."plan_id"
WHERE NOT EXISTS (SELECT 1 FROM "entries" e WHERE e."parcelamento_mensal_id" = m."id")
  AND (lower(trim(m."situacao")) IN ('pago', 'paga') OR p."situacao" <> 'Cancelado');
