-- Oney (issue 21): the number of instalments an Oney payment is taken in; null for other methods.
ALTER TABLE "payments" ADD COLUMN "instalments" smallint;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_instalments_check" CHECK ("payments"."instalments" IN (3, 4));