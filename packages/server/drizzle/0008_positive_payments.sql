-- No payment of nothing (issue 19, D6). NOT VALID: the rule holds for every new payment without
-- failing on a database that already kept a 0.00 payment from before the fix.
ALTER TABLE "payments" ADD CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0) NOT VALID;
