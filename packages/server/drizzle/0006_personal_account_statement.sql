-- UK personal account (decision 014): the statement of charges and card repayments, and card
-- payments that pay into a personal account instead of an order.
CREATE TABLE "personal_account_statement" (
	"id" serial PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"order_id" integer,
	"payment_id" uuid,
	"at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "personal_account_statement_line_check" CHECK ("personal_account_statement"."kind" IN ('charge', 'payment') AND "personal_account_statement"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "payments" ALTER COLUMN "order_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "personal_account_id" integer;--> statement-breakpoint
ALTER TABLE "personal_account_statement" ADD CONSTRAINT "personal_account_statement_customer_id_personal_accounts_customer_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."personal_accounts"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_account_statement" ADD CONSTRAINT "personal_account_statement_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_account_statement" ADD CONSTRAINT "personal_account_statement_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "personal_account_statement_customer_idx" ON "personal_account_statement" USING btree ("customer_id","at");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_account_statement_payment_idx" ON "personal_account_statement" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "personal_account_statement_order_idx" ON "personal_account_statement" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_personal_account_id_personal_accounts_customer_id_fk" FOREIGN KEY ("personal_account_id") REFERENCES "public"."personal_accounts"("customer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_personal_account_idx" ON "payments" USING btree ("personal_account_id");--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_purpose_check" CHECK (("payments"."order_id" IS NULL) <> ("payments"."personal_account_id" IS NULL));