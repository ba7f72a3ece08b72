CREATE TABLE "card_statement_payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"cartao_id" integer NOT NULL,
	"mes" char(7) NOT NULL,
	"conta_bancaria_id" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "card_statement_payments_mes_check" CHECK ("card_statement_payments"."mes" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "cartao_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "fatura_mes" char(7);--> statement-breakpoint
ALTER TABLE "card_statement_payments" ADD CONSTRAINT "card_statement_payments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_statement_payments" ADD CONSTRAINT "card_statement_payments_cartao_id_bank_cards_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_statement_payments" ADD CONSTRAINT "card_statement_payments_conta_bancaria_id_bank_accounts_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_statement_payments_cartao_mes_idx" ON "card_statement_payments" USING btree ("cartao_id","mes");--> statement-breakpoint
CREATE INDEX "card_statement_payments_conta_data_idx" ON "card_statement_payments" USING btree ("conta_bancaria_id","data");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_cartao_id_bank_cards_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_cartao_fatura_idx" ON "entries" USING btree ("cartao_id","fatura_mes");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_fatura_check" CHECK (("entries"."cartao_id" is null) = ("entries"."fatura_mes" is null));--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_fatura_mes_check" CHECK ("entries"."fatura_mes" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$');--> statement-breakpoint
-- A statement payment leaves its account like a transfer out: its part in the account's month (the UTC month
-- of its moment) is kept in bank_account_totals.transferido by the function of migration 0008.
CREATE FUNCTION "bank_account_totals_statement_payment"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "bank_account_totals_transfer_add"(OLD."conta_bancaria_id", OLD."data", OLD."valor");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "bank_account_totals_transfer_add"(NEW."conta_bancaria_id", NEW."data", -NEW."valor");
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "card_statement_payments_bank_account_totals" AFTER INSERT OR UPDATE OR DELETE ON "card_statement_payments" FOR EACH ROW EXECUTE FUNCTION "bank_account_totals_statement_payment"();
