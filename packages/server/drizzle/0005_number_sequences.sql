-- Customer and order numbers: digits only (spec 5: 1 to 20 digits), drawn once, never reused.
CREATE SEQUENCE customer_numbers START WITH 40000001;
--> statement-breakpoint
CREATE SEQUENCE order_numbers START WITH 700000001;
