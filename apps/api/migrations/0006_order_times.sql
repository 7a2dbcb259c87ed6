ALTER TABLE "restos" ADD COLUMN "order_times" jsonb;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "slot_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "change_from" integer;--> statement-breakpoint
CREATE INDEX "orders_resto_slot_idx" ON "orders" USING btree ("resto_id","slot_at");