-- Decision 089: a request's service is rated by its owner, once. Ratings sent before were not
-- checked: those by anyone but the owner, and all but the latest of one request, are kept under
-- the subject 'service_request_unchecked' (nothing is deleted) before the index holds the rule.
UPDATE "customer_ratings" AS r SET "subject" = 'service_request_unchecked'
WHERE r."subject" = 'service_request' AND (
  NOT EXISTS (
    SELECT 1 FROM "service_requests" AS s
    WHERE s."sr_ref" = r."subject_ref" AND s."customer_id" = r."customer_id"
  )
  OR EXISTS (
    SELECT 1 FROM "customer_ratings" AS o
    WHERE o."subject" = 'service_request' AND o."subject_ref" = r."subject_ref" AND o."id" > r."id"
  )
);--> statement-breakpoint
CREATE UNIQUE INDEX "customer_ratings_sr_uq" ON "customer_ratings" USING btree ("subject_ref") WHERE "customer_ratings"."subject" = 'service_request';