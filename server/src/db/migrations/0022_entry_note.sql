-- An entry's free note (observacao), searched with its description: busca is made again over both (drizzle-kit
-- drops and adds a generated column whose expression changed; the note first, which the new expression reads, and
-- the trigram index that went with the old column).
ALTER TABLE "entries" ADD COLUMN "observacao" varchar(500);--> statement-breakpoint
ALTER TABLE "entries" drop column "busca";--> statement-breakpoint
ALTER TABLE "entries" ADD COLUMN "busca" text GENERATED ALWAYS AS (case when ("entries"."descricao" || coalesce(' ' || "entries"."observacao", '')) ~ '^[ -~]*$' then lower(("entries"."descricao" || coalesce(' ' || "entries"."observacao", ''))) else lower(translate(("entries"."descricao" || coalesce(' ' || "entries"."observacao", '')), 'ÀÁÂÃÄÅÇÈÉÊËÌÍÎÏÑÒÓÔÕÖÙÚÛÜÝàáâãäåçèéêëìíîïñòóôõöùúûüýÿĀāĂăĄąĆćĈĉĊċČčĎďĒēĔĕĖėĘęĚěĜĝĞğĠġĢģĤĥĨĩĪīĬĭĮįİĴĵĶķĹĺĻļĽľŃńŅņŇňŌōŎŏŐőŔŕŖŗŘřŚśŜŝŞşŠšŢţŤťŨũŪūŬŭŮůŰűŲųŴŵŶŷŸŹźŻżŽžƠơƯưǍǎǏǐǑǒǓǔǕǖǗǘǙǚǛǜǞǟǠǡǦǧǨǩǪǫǬǭǰǴǵǸǹǺǻȀȁȂȃȄȅȆȇȈȉȊȋȌȍȎȏȐȑȒȓȔȕȖȗȘșȚțȞȟȦȧȨȩȪȫȬȭȮȯȰȱȲȳ', 'aaaaaaceeeeiiiinooooouuuuyaaaaaaceeeeiiiinooooouuuuyyaaaaaaccccccccddeeeeeeeeeegggggggghhiiiiiiiiijjkkllllllnnnnnnoooooorrrrrrssssssssttttuuuuuuuuuuuuwwyyyzzzzzzoouuaaiioouuuuuuuuuuaaaaggkkoooojggnnaaaaaaeeeeiiiioooorrrruuuusstthhaaeeooooooooyy')) end) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "entries_busca_trgm_idx" ON "entries" USING gin ("busca" gin_trgm_ops);
