CREATE TABLE "account_holders" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome_pessoa" varchar(60) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bank_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome_usuario" varchar(40) NOT NULL,
	"nome_banco" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "books" (
	"code" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"titulo" varchar(200) NOT NULL,
	"escritor" varchar(200) NOT NULL,
	"preco" numeric(14, 2) NOT NULL,
	"data_lancamento" timestamp with time zone NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "books_preco_check" CHECK ("books"."preco" > 0)
);
--> statement-breakpoint
CREATE TABLE "captcha_used" (
	"challenge_key" varchar(128) PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome_categoria" varchar(40) NOT NULL,
	"tipo_categoria" varchar(10) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "categories_tipo_check" CHECK ("categories"."tipo_categoria" in ('Receita', 'Despesa'))
);
--> statement-breakpoint
CREATE TABLE "contacts" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome" varchar(200) NOT NULL,
	"email" varchar(254) NOT NULL,
	"mensagem" varchar(5000) NOT NULL,
	"data_contato" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "entries" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"data_lancamento" timestamp with time zone NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"tipo_lancamento" varchar(10) NOT NULL,
	"categoria_id" integer,
	"parcelamento_mensal_id" integer,
	"situacao" varchar(12) NOT NULL,
	"valor_pago" numeric(14, 2),
	"data_pagamento" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "entries_valor_check" CHECK ("entries"."valor" >= 0),
	CONSTRAINT "entries_tipo_check" CHECK ("entries"."tipo_lancamento" in ('Receita', 'Despesa')),
	CONSTRAINT "entries_situacao_check" CHECK ("entries"."situacao" in ('Pago', 'A Pagar', 'Recebido', 'A Receber'))
);
--> statement-breakpoint
CREATE TABLE "installment_plans" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"valor_total" numeric(14, 2) NOT NULL,
	"numero_parcelas" integer NOT NULL,
	"data_primeira_parcela" timestamp with time zone NOT NULL,
	"intervalo_parcelas" integer DEFAULT 30 NOT NULL,
	"pessoa_conta_id" integer NOT NULL,
	"cartao_id" integer,
	"situacao" varchar(12) DEFAULT 'Ativo' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "installment_plans_valor_check" CHECK ("installment_plans"."valor_total" >= 0),
	CONSTRAINT "installment_plans_numero_check" CHECK ("installment_plans"."numero_parcelas" >= 1),
	CONSTRAINT "installment_plans_intervalo_check" CHECK ("installment_plans"."intervalo_parcelas" in (30, 15, 7)),
	CONSTRAINT "installment_plans_situacao_check" CHECK ("installment_plans"."situacao" in ('Ativo', 'Concluido', 'Cancelado', 'Pendente', 'Suspenso'))
);
--> statement-breakpoint
CREATE TABLE "monthly_installments" (
	"id" serial PRIMARY KEY NOT NULL,
	"plan_id" integer NOT NULL,
	"numero_parcela" integer NOT NULL,
	"data_vencimento" timestamp with time zone NOT NULL,
	"data_pagamento" timestamp with time zone,
	"valor_parcela" numeric(14, 2) NOT NULL,
	"valor_pago" numeric(14, 2),
	"situacao" varchar(20) DEFAULT 'A Pagar' NOT NULL,
	CONSTRAINT "monthly_installments_plan_numero_key" UNIQUE("plan_id","numero_parcela")
);
--> statement-breakpoint
CREATE TABLE "pokemon_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"nome_pokemon" varchar(80) NOT NULL,
	"imagem" "bytea" NOT NULL,
	"situacao" char(1) DEFAULT 'A' NOT NULL,
	"nome_versao" varchar(40) NOT NULL,
	"numero_versao" integer NOT NULL,
	"numero_carta" varchar(10) NOT NULL,
	"raridade" varchar(4) NOT NULL,
	"tipo" varchar(40) NOT NULL,
	"hp" integer,
	"estagio" varchar(40) NOT NULL,
	"booster" varchar(40) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pokemon_cards_versao_carta_key" UNIQUE("nome_versao","numero_carta"),
	CONSTRAINT "pokemon_cards_situacao_check" CHECK ("pokemon_cards"."situacao" in ('A', 'I'))
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"family_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"replaced_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "refresh_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" serial PRIMARY KEY NOT NULL,
	"username" varchar(40) NOT NULL,
	"password_hash" text NOT NULL,
	"full_name" varchar(120) NOT NULL,
	"role" varchar(10) DEFAULT 'User' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('User', 'Admin'))
);
--> statement-breakpoint
ALTER TABLE "account_holders" ADD CONSTRAINT "account_holders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "books" ADD CONSTRAINT "books_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_parcelamento_mensal_id_monthly_installments_id_fk" FOREIGN KEY ("parcelamento_mensal_id") REFERENCES "public"."monthly_installments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD CONSTRAINT "installment_plans_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD CONSTRAINT "installment_plans_pessoa_conta_id_account_holders_id_fk" FOREIGN KEY ("pessoa_conta_id") REFERENCES "public"."account_holders"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "installment_plans" ADD CONSTRAINT "installment_plans_cartao_id_bank_cards_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."bank_cards"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "monthly_installments" ADD CONSTRAINT "monthly_installments_plan_id_installment_plans_id_fk" FOREIGN KEY ("plan_id") REFERENCES "public"."installment_plans"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_holders_user_idx" ON "account_holders" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "bank_cards_user_idx" ON "bank_cards" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "books_user_code_idx" ON "books" USING btree ("user_id","code");--> statement-breakpoint
CREATE INDEX "captcha_used_expires_idx" ON "captcha_used" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "categories_user_idx" ON "categories" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "contacts_data_contato_idx" ON "contacts" USING btree ("data_contato");--> statement-breakpoint
CREATE INDEX "entries_user_date_idx" ON "entries" USING btree ("user_id","data_lancamento");--> statement-breakpoint
CREATE INDEX "entries_installment_idx" ON "entries" USING btree ("parcelamento_mensal_id");--> statement-breakpoint
CREATE INDEX "installment_plans_user_idx" ON "installment_plans" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "pokemon_cards_numero_versao_idx" ON "pokemon_cards" USING btree ("numero_versao");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE INDEX "refresh_tokens_user_idx" ON "refresh_tokens" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_username_lower_key" ON "users" USING btree (lower("username"));