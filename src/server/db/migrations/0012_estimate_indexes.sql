CREATE INDEX "prospects_state_idx" ON "prospects" USING btree ("state");--> statement-breakpoint
CREATE INDEX "prospects_management_level_idx" ON "prospects" USING btree ("management_level_id");--> statement-breakpoint
CREATE INDEX "prospects_title_words_idx" ON "prospects" USING gin (regexp_split_to_array(lower(coalesce("title", '')), '[^a-z0-9]+'));