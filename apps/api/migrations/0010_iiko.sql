CREATE TABLE "iiko_connections" (
	"resto_id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"organization_id" text NOT NULL,
	"terminal_group_id" text NOT NULL,
	"payment_types" jsonb NOT NULL,
	"delivery_fee_product_id" text,
	"till_alive" boolean DEFAULT true NOT NULL,
	"till_checked_at" timestamp with time zone,
	"menu_revision" bigint,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "iiko_items" (
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"nori_id" integer NOT NULL,
	"iiko_key" text NOT NULL,
	"iiko_group_id" text,
	CONSTRAINT "iiko_items_tenant_id_kind_nori_id_pk" PRIMARY KEY("tenant_id","kind","nori_id")
);
--> statement-breakpoint
CREATE TABLE "iiko_orders" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"iiko_order_id" text NOT NULL,
	"organization_id" text NOT NULL,
	"correlation_id" text,
	"state" text NOT NULL,
	"error" text,
	"iiko_status" text,
	"event_timestamp" bigint,
	"first_sent_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "iiko_orders_iiko_order_id_unique" UNIQUE("iiko_order_id")
);
--> statement-breakpoint
ALTER TABLE "iiko_connections" ADD CONSTRAINT "iiko_connections_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iiko_items" ADD CONSTRAINT "iiko_items_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "iiko_orders" ADD CONSTRAINT "iiko_orders_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "iiko_items_key_idx" ON "iiko_items" USING btree ("tenant_id","kind","iiko_key");--> statement-breakpoint
CREATE INDEX "iiko_orders_state_idx" ON "iiko_orders" USING btree ("state");