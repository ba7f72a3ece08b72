CREATE TABLE "bank_imports" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"conta_bancaria_id" integer,
	"cartao_id" integer,
	"nome_arquivo" varchar(255) NOT NULL,
	"situacao" varchar(10) DEFAULT 'previa' NOT NULL,
	"previa" jsonb NOT NULL,
	"resultado" jsonb,
	"desfazer" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"confirmado_em" timestamp with time zone,
	"desfeito_em" timestamp with time zone,
	CONSTRAINT "bank_imports_situacao_check" CHECK ("bank_imports"."situacao" in ('previa', 'confirmada', 'desfeita')),
	CONSTRAINT "bank_imports_alvo_check" CHECK (("bank_imports"."conta_bancaria_id" is null) <> ("bank_imports"."cartao_id" is null))
);
--> statement-breakpoint
CREATE TABLE "import_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"conta_bancaria_id" integer,
	"cartao_id" integer,
	"chave" text NOT NULL,
	"importacao_id" integer,
	"lancamento_id" integer,
	"transferencia_id" integer,
	"pagamento_id" integer,
	"descricao_banco" varchar(200) DEFAULT '' NOT NULL,
	CONSTRAINT "import_keys_alvo_check" CHECK (("import_keys"."conta_bancaria_id" is null) <> ("import_keys"."cartao_id" is null))
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "importado" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_conta_bancaria_id_bank_accounts_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_imports" ADD CONSTRAINT "bank_imports_cartao_id_bank_cards_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."bank_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_conta_bancaria_id_bank_accounts_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."bank_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_cartao_id_bank_cards_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."bank_cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_importacao_id_bank_imports_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."bank_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_lancamento_id_entries_id_fk" FOREIGN KEY ("lancamento_id") REFERENCES "public"."entries"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_transferencia_id_transfers_id_fk" FOREIGN KEY ("transferencia_id") REFERENCES "public"."transfers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "import_keys" ADD CONSTRAINT "import_keys_pagamento_id_card_statement_payments_id_fk" FOREIGN KEY ("pagamento_id") REFERENCES "public"."card_statement_payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bank_imports_user_idx" ON "bank_imports" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "import_keys_conta_chave_key" ON "import_keys" USING btree ("conta_bancaria_id","chave") WHERE "import_keys"."conta_bancaria_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "import_keys_cartao_chave_key" ON "import_keys" USING btree ("cartao_id","chave") WHERE "import_keys"."cartao_id" is not null;--> statement-breakpoint
CREATE INDEX "import_keys_lancamento_idx" ON "import_keys" USING btree ("lancamento_id") WHERE "import_keys"."lancamento_id" is not null;--> statement-breakpoint
CREATE INDEX "import_keys_transferencia_idx" ON "import_keys" USING btree ("transferencia_id") WHERE "import_keys"."transferencia_id" is not null;--> statement-breakpoint
CREATE INDEX "import_keys_pagamento_idx" ON "import_keys" USING btree ("pagamento_id") WHERE "import_keys"."pagamento_id" is not null;--> statement-breakpoint
CREATE INDEX "import_keys_importacao_idx" ON "import_keys" USING btree ("importacao_id") WHERE "import_keys"."importacao_id" is not null;--> statement-breakpoint
CREATE INDEX "import_keys_user_idx" ON "import_keys" USING btree ("user_id");