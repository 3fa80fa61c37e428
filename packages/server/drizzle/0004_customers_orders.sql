CREATE TABLE "addresses" (
	"customer_id" integer NOT NULL,
	"kind" text NOT NULL,
	"street" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	CONSTRAINT "addresses_customer_id_kind_pk" PRIMARY KEY("customer_id","kind")
);
--> statement-breakpoint
CREATE TABLE "cart_lines" (
	"cart_id" uuid NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"is_ls_product" boolean DEFAULT false NOT NULL,
	"special_sku" text DEFAULT '' NOT NULL,
	CONSTRAINT "cart_lines_cart_id_line_pk" PRIMARY KEY("cart_id","line")
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"store" text NOT NULL,
	"session_hash" text,
	"customer_id" integer,
	"privilege_code" text DEFAULT '' NOT NULL,
	"gift_choices" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"delivery" jsonb,
	"delivery_validated" boolean DEFAULT false NOT NULL,
	"payment_method" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "catalog_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"customer_id" integer,
	"request" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"customer_id" integer,
	"message" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "customers" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"customer_number" text NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"civility" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"cell_phone" text DEFAULT '' NOT NULL,
	"landline" text DEFAULT '' NOT NULL,
	"mail_option" boolean DEFAULT false NOT NULL,
	"sms_option" boolean DEFAULT false NOT NULL,
	"partner_option" boolean DEFAULT false NOT NULL,
	"birth_date" date,
	"country" text NOT NULL,
	"category" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"recipient" text NOT NULL,
	"kind" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "newsletter_subscribers" (
	"store" text NOT NULL,
	"email" text NOT NULL,
	"mail_option" boolean NOT NULL,
	"sms_option" boolean DEFAULT false NOT NULL,
	"partner_option" boolean DEFAULT false NOT NULL,
	"cell_phone" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"unsubscribed_at" timestamp with time zone,
	CONSTRAINT "newsletter_subscribers_store_email_pk" PRIMARY KEY("store","email")
);
--> statement-breakpoint
CREATE TABLE "order_lines" (
	"order_id" integer NOT NULL,
	"line" integer NOT NULL,
	"sku" text NOT NULL,
	"product_id" text NOT NULL,
	"label" text NOT NULL,
	"size" text NOT NULL,
	"color" text NOT NULL,
	"quantity" integer NOT NULL,
	"price" numeric(10, 2) NOT NULL,
	"image" text NOT NULL,
	"url" text NOT NULL,
	CONSTRAINT "order_lines_order_id_line_pk" PRIMARY KEY("order_id","line")
);
--> statement-breakpoint
CREATE TABLE "order_packages" (
	"order_id" integer NOT NULL,
	"package_number" text NOT NULL,
	"carrier" text NOT NULL,
	"tracking_number" text DEFAULT '' NOT NULL,
	CONSTRAINT "order_packages_order_id_package_number_pk" PRIMARY KEY("order_id","package_number")
);
--> statement-breakpoint
CREATE TABLE "order_status_history" (
	"id" serial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"status" text NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "orders" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"order_number" text NOT NULL,
	"customer_id" integer NOT NULL,
	"idempotency_key" uuid NOT NULL,
	"is_event" boolean DEFAULT false NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"shipping_method" text NOT NULL,
	"delivery_address" jsonb NOT NULL,
	"relay_point_name" text DEFAULT '' NOT NULL,
	"subtotal" numeric(10, 2) NOT NULL,
	"discount" numeric(10, 2) NOT NULL,
	"shipping_fees" numeric(10, 2) NOT NULL,
	"tax" numeric(10, 2) NOT NULL,
	"total" numeric(10, 2) NOT NULL,
	"privilege_code" text DEFAULT '' NOT NULL,
	"easy_return_number" text DEFAULT '' NOT NULL,
	"invoiced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_reset_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"customer_id" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" integer NOT NULL,
	"method" text NOT NULL,
	"amount" numeric(10, 2) NOT NULL,
	"status" text NOT NULL,
	"card_last4" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "personal_accounts" (
	"customer_id" integer PRIMARY KEY NOT NULL,
	"credit_limit" numeric(10, 2) NOT NULL,
	"balance" numeric(10, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "privilege_codes" (
	"store" text NOT NULL,
	"code" text NOT NULL,
	"label" text NOT NULL,
	"kind" text NOT NULL,
	"value" numeric(10, 2) DEFAULT '0' NOT NULL,
	"threshold" numeric(10, 2) DEFAULT '0' NOT NULL,
	"gift_sku" text,
	"is_default" boolean DEFAULT false NOT NULL,
	"starts_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone,
	CONSTRAINT "privilege_codes_store_code_pk" PRIMARY KEY("store","code")
);
--> statement-breakpoint
CREATE TABLE "rate_limits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limits_key_window_start_pk" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE TABLE "relay_points" (
	"store" text NOT NULL,
	"id" text NOT NULL,
	"method" text NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"complement" text DEFAULT '' NOT NULL,
	"locality" text DEFAULT '' NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"country" text NOT NULL,
	"latitude" double precision NOT NULL,
	"longitude" double precision NOT NULL,
	"opening_hours" jsonb NOT NULL,
	CONSTRAINT "relay_points_store_id_pk" PRIMARY KEY("store","id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"id_hash" text PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"customer_id" integer,
	"retarg" text,
	"octipass" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_movements" (
	"id" serial PRIMARY KEY NOT NULL,
	"store" text NOT NULL,
	"sku" text NOT NULL,
	"quantity" integer NOT NULL,
	"reason" text NOT NULL,
	"order_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "addresses" ADD CONSTRAINT "addresses_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "catalog_requests" ADD CONSTRAINT "catalog_requests_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD CONSTRAINT "contact_messages_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_lines" ADD CONSTRAINT "order_lines_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_packages" ADD CONSTRAINT "order_packages_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_status_history" ADD CONSTRAINT "order_status_history_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset_tokens" ADD CONSTRAINT "password_reset_tokens_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "personal_accounts" ADD CONSTRAINT "personal_accounts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "carts_session_idx" ON "carts" USING btree ("session_hash");--> statement-breakpoint
CREATE UNIQUE INDEX "carts_customer_idx" ON "carts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_email_idx" ON "customers" USING btree ("store","email");--> statement-breakpoint
CREATE UNIQUE INDEX "customers_number_idx" ON "customers" USING btree ("customer_number");--> statement-breakpoint
CREATE INDEX "mail_outbox_recipient_idx" ON "mail_outbox" USING btree ("recipient");--> statement-breakpoint
CREATE INDEX "order_status_history_order_idx" ON "order_status_history" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_number_idx" ON "orders" USING btree ("order_number");--> statement-breakpoint
CREATE UNIQUE INDEX "orders_idempotency_idx" ON "orders" USING btree ("customer_id","idempotency_key");--> statement-breakpoint
CREATE INDEX "orders_customer_idx" ON "orders" USING btree ("customer_id","created_at");--> statement-breakpoint
CREATE INDEX "payments_order_idx" ON "payments" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "relay_points_postcode_idx" ON "relay_points" USING btree ("store","method","postal_code");--> statement-breakpoint
CREATE INDEX "sessions_customer_idx" ON "sessions" USING btree ("customer_id");--> statement-breakpoint
CREATE INDEX "stock_movements_order_idx" ON "stock_movements" USING btree ("order_id");--> statement-breakpoint
ALTER TABLE "variants" ADD CONSTRAINT "variants_stock_not_negative" CHECK ("variants"."stock" >= 0);