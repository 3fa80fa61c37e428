-- Customer and order numbers: digits only (spec 5: 1 to 20 digits), never reused, unguessable
-- enough not to reveal how many customers or orders there are from a single one.
CREATE SEQUENCE customer_numbers START WITH 40000001;
--> statement-breakpoint
CREATE SEQUENCE order_numbers START WITH 700000001;
