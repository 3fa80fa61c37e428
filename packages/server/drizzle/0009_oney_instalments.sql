-- Oney (issue 21): the number of instalments an order is paid in with Oney; null for other methods.
ALTER TABLE "orders" ADD COLUMN "payment_instalments" smallint;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_payment_instalments_check" CHECK ("orders"."payment_instalments" IN (3, 4));