DROP INDEX "modules_name_idx";--> statement-breakpoint
DROP INDEX "manufacturers_name_idx";--> statement-breakpoint
DROP INDEX "organisations_name_lower_idx";--> statement-breakpoint
ALTER TABLE "modules" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, name || ' ' || long_name), 'A') || setweight(to_tsvector('simple'::regconfig, name || ' ' || long_name), 'C') || setweight(to_tsvector('german'::regconfig, short_description), 'B') || setweight(to_tsvector('simple'::regconfig, short_description), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, name), 'C') || setweight(to_tsvector('german'::regconfig, description), 'B') || setweight(to_tsvector('simple'::regconfig, description), 'D')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" drop column "search_vector";--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('german'::regconfig, name), 'A') || setweight(to_tsvector('simple'::regconfig, name), 'C')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "modules" ADD COLUMN "name_sort" text COLLATE "C" GENERATED ALWAYS AS (replace(translate(lower(name), 'ÄÖÜäöüÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåçèéêëìíîïñòóôõøùúûýÿ', 'aouaouaaaaaceeeeiiiinooooouuuyaaaaaceeeeiiiinooooouuuyy'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "name_sort" text COLLATE "C" GENERATED ALWAYS AS (replace(translate(lower(name), 'ÄÖÜäöüÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåçèéêëìíîïñòóôõøùúûýÿ', 'aouaouaaaaaceeeeiiiinooooouuuyaaaaaceeeeiiiinooooouuuyy'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "manufacturers" ADD COLUMN "name_sort" text COLLATE "C" GENERATED ALWAYS AS (replace(translate(lower(name), 'ÄÖÜäöüÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåçèéêëìíîïñòóôõøùúûýÿ', 'aouaouaaaaaceeeeiiiinooooouuuyaaaaaceeeeiiiinooooouuuyy'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "organisations" ADD COLUMN "name_sort" text COLLATE "C" GENERATED ALWAYS AS (replace(translate(lower(name), 'ÄÖÜäöüÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåçèéêëìíîïñòóôõøùúûýÿ', 'aouaouaaaaaceeeeiiiinooooouuuyaaaaaceeeeiiiinooooouuuyy'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name_sort" text COLLATE "C" GENERATED ALWAYS AS (replace(translate(lower(last_name || ' ' || first_name), 'ÄÖÜäöüÀÁÂÃÅÇÈÉÊËÌÍÎÏÑÒÓÔÕØÙÚÛÝàáâãåçèéêëìíîïñòóôõøùúûýÿ', 'aouaouaaaaaceeeeiiiinooooouuuyaaaaaceeeeiiiinooooouuuyy'), 'ß', 'ss')) STORED NOT NULL;--> statement-breakpoint
CREATE INDEX "modules_name_sort_idx" ON "modules" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "products_name_sort_idx" ON "products" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "manufacturers_name_sort_idx" ON "manufacturers" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "organisations_name_sort_idx" ON "organisations" USING btree ("name_sort","id");--> statement-breakpoint
CREATE INDEX "users_name_sort_idx" ON "users" USING btree ("name_sort","id");--> statement-breakpoint
-- hand-written
-- Dropping a generated search_vector column drops its GIN index; drizzle-kit does not know.
CREATE INDEX IF NOT EXISTS "modules_search_idx" ON "modules" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "products_search_idx" ON "products" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "manufacturers_search_idx" ON "manufacturers" USING gin ("search_vector");
