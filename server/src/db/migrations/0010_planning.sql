CREATE TABLE "budgets" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"categoria_id" integer NOT NULL,
	"mes" char(7) NOT NULL,
	"valor_limite" numeric(14, 2),
	"repetir" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "budgets_valor_check" CHECK ("budgets"."valor_limite" is null or "budgets"."valor_limite" > 0),
	CONSTRAINT "budgets_mes_check" CHECK ("budgets"."mes" ~ '^[0-9]{4}-(0[1-9]|1[0-2])$')
);
--> statement-breakpoint
CREATE TABLE "recurrence_skips" (
	"recorrencia_id" integer NOT NULL,
	"data_ocorrencia" char(10) NOT NULL,
	CONSTRAINT "recurrence_skips_recorrencia_id_data_ocorrencia_pk" PRIMARY KEY("recorrencia_id","data_ocorrencia")
);
--> statement-breakpoint
CREATE TABLE "recurrences" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"descricao" varchar(200) NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"tipo_lancamento" varchar(10) NOT NULL,
	"categoria_id" integer,
	"conta_bancaria_id" integer,
	"cartao_id" integer,
	"frequencia" varchar(10) NOT NULL,
	"data_inicio" char(10) NOT NULL,
	"data_fim" char(10),
	"ajuste_fim_de_semana" varchar(10) DEFAULT 'Nenhum' NOT NULL,
	"ativa" boolean DEFAULT true NOT NULL,
	"gerada_ate" char(10),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recurrences_valor_check" CHECK ("recurrences"."valor" > 0),
	CONSTRAINT "recurrences_tipo_check" CHECK ("recurrences"."tipo_lancamento" in ('Receita', 'Despesa')),
	CONSTRAINT "recurrences_frequencia_check" CHECK ("recurrences"."frequencia" in ('Mensal', 'Quinzenal', 'Semanal', 'Anual')),
	CONSTRAINT "recurrences_ajuste_check" CHECK ("recurrences"."ajuste_fim_de_semana" in ('Nenhum', 'Antecipar', 'Adiar')),
	CONSTRAINT "recurrences_periodo_check" CHECK ("recurrences"."data_fim" is null or "recurrences"."data_fim" >= "recurrences"."data_inicio")
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "recorrencia_id" integer;--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "data_ocorrencia" char(10);--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "ocorrencia_editada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "budgets" ADD CONSTRAINT "budgets_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrence_skips" ADD CONSTRAINT "recurrence_skips_recorrencia_id_recurrences_id_fk" FOREIGN KEY ("recorrencia_id") REFERENCES "public"."recurrences"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_categoria_id_categories_id_fk" FOREIGN KEY ("categoria_id") REFERENCES "public"."categories"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_conta_bancaria_id_bank_accounts_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recurrences" ADD CONSTRAINT "recurrences_cartao_id_bank_cards_id_fk" FOREIGN KEY ("cartao_id") REFERENCES "public"."bank_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "budgets_categoria_mes_key" ON "budgets" USING btree ("categoria_id","mes");--> statement-breakpoint
CREATE INDEX "budgets_user_mes_idx" ON "budgets" USING btree ("user_id","mes");--> statement-breakpoint
CREATE INDEX "recurrences_user_idx" ON "recurrences" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_recorrencia_id_recurrences_id_fk" FOREIGN KEY ("recorrencia_id") REFERENCES "public"."recurrences"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "entries_recorrencia_data_key" ON "entries" USING btree ("recorrencia_id","data_ocorrencia");