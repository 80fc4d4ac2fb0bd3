-- Search (AP-10) matches words in long texts. Computing each row's words on every search cost
-- 25-50 ms of CPU per query on the embedded database (issue 12 item 3); they are kept here
-- instead, stored and indexed. Not declared in the Drizzle schema on purpose: every ordinary read
-- of these tables would otherwise fetch them (search.service.ts reads them by name). The folding
-- is core/content/search.ts's FOLD_FROM/FOLD_TO (server/db/search-words.test.ts keeps them equal).
ALTER TABLE "activities" ADD COLUMN "description_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower("description"), 'āēīōūĀĒĪŌŪàáâãäåèéêëìíîïòóôõöùúûüýÿñçÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÑÇ’‘', 'aeiouaeiouaaaaaaeeeeiiiiooooouuuuyyncaaaaaaeeeeiiiiooooouuuuync'''''))) STORED;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "bio_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower("bio"), 'āēīōūĀĒĪŌŪàáâãäåèéêëìíîïòóôõöùúûüýÿñçÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÑÇ’‘', 'aeiouaeiouaaaaaaeeeeiiiiooooouuuuyyncaaaaaaeeeeiiiiooooouuuuync'''''))) STORED;--> statement-breakpoint
ALTER TABLE "content_pages" ADD COLUMN "body_words" tsvector GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, translate(lower("body"), 'āēīōūĀĒĪŌŪàáâãäåèéêëìíîïòóôõöùúûüýÿñçÀÁÂÃÄÅÈÉÊËÌÍÎÏÒÓÔÕÖÙÚÛÜÝÑÇ’‘', 'aeiouaeiouaaaaaaeeeeiiiiooooouuuuyyncaaaaaaeeeeiiiiooooouuuuync'''''))) STORED;--> statement-breakpoint
CREATE INDEX "activities_description_words" ON "activities" USING gin ("description_words");--> statement-breakpoint
CREATE INDEX "profiles_bio_words" ON "profiles" USING gin ("bio_words");--> statement-breakpoint
CREATE INDEX "content_pages_body_words" ON "content_pages" USING gin ("body_words");
