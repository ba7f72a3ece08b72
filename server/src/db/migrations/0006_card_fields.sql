ALTER TABLE "bank_cards" ADD COLUMN "apelido" varchar(40);--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "final" char(4);--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "dia_fechamento" smallint;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "dia_vencimento" smallint;--> statement-breakpoint
ALTER TABLE "bank_cards" ADD COLUMN "limite" numeric(14, 2);--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_final_check" CHECK ("bank_cards"."final" ~ '^[0-9]{4}$');--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_dia_fechamento_check" CHECK ("bank_cards"."dia_fechamento" between 1 and 31);--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_dia_vencimento_check" CHECK ("bank_cards"."dia_vencimento" between 1 and 31);--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_dias_check" CHECK (("bank_cards"."dia_fechamento" is null) = ("bank_cards"."dia_vencimento" is null));--> statement-breakpoint
ALTER TABLE "bank_cards" ADD CONSTRAINT "bank_cards_limite_check" CHECK ("bank_cards"."limite" >= 0);