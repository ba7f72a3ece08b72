CREATE TABLE "bank_accounts" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"nome" varchar(40) NOT NULL,
	"tipo" varchar(12) NOT NULL,
	"saldo_inicial" numeric(14, 2) NOT NULL,
	"data_saldo_inicial" timestamp with time zone NOT NULL,
	"arquivada" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "bank_accounts_tipo_check" CHECK ("bank_accounts"."tipo" in ('Corrente', 'Poupanca', 'Carteira', 'Investimento'))
);
--> statement-breakpoint
CREATE TABLE "transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"conta_origem_id" integer NOT NULL,
	"conta_destino_id" integer NOT NULL,
	"valor" numeric(14, 2) NOT NULL,
	"data" timestamp with time zone NOT NULL,
	"descricao" varchar(200) DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "transfers_valor_check" CHECK ("transfers"."valor" > 0),
	CONSTRAINT "transfers_contas_check" CHECK ("transfers"."conta_origem_id" <> "transfers"."conta_destino_id")
);
--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "conta_bancaria_id" integer;--> statement-breakpoint
ALTER TABLE "bank_accounts" ADD CONSTRAINT "bank_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_conta_origem_id_bank_accounts_id_fk" FOREIGN KEY ("conta_origem_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "transfers" ADD CONSTRAINT "transfers_conta_destino_id_bank_accounts_id_fk" FOREIGN KEY ("conta_destino_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bank_accounts_user_nome_key" ON "bank_accounts" USING btree ("user_id",lower(translate("nome", 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy')));--> statement-breakpoint
CREATE INDEX "transfers_user_data_idx" ON "transfers" USING btree ("user_id","data");--> statement-breakpoint
CREATE INDEX "transfers_origem_data_idx" ON "transfers" USING btree ("conta_origem_id","data");--> statement-breakpoint
CREATE INDEX "transfers_destino_data_idx" ON "transfers" USING btree ("conta_destino_id","data");--> statement-breakpoint
ALTER TABLE "entries" ADD CONSTRAINT "entries_conta_bancaria_id_bank_accounts_id_fk" FOREIGN KEY ("conta_bancaria_id") REFERENCES "public"."bank_accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "entries_conta_moment_idx" ON "entries" USING btree ("conta_bancaria_id",coalesce("data_pagamento", "data_lancamento"));