CREATE TABLE "desk_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"resto_id" integer NOT NULL,
	"order_id" integer NOT NULL,
	"at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "desk_settings" (
	"resto_id" integer PRIMARY KEY NOT NULL,
	"auto_accept_minutes" integer,
	"alarm_after_minutes" integer NOT NULL,
	"delivery_paused_until" timestamp with time zone,
	"delivery_extra_minutes" integer DEFAULT 0 NOT NULL,
	"take_away_paused_until" timestamp with time zone,
	"take_away_extra_minutes" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refunds" (
	"order_id" integer PRIMARY KEY NOT NULL,
	"engine" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"state" text NOT NULL,
	"provider_refund_id" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "ready_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "rejection_note" text;--> statement-breakpoint
ALTER TABLE "sandbox_payments" ADD COLUMN "refunded_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "desk_events" ADD CONSTRAINT "desk_events_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "desk_events_resto_idx" ON "desk_events" USING btree ("resto_id","id");--> statement-breakpoint
CREATE INDEX "refunds_due_idx" ON "refunds" USING btree ("state","next_attempt_at");