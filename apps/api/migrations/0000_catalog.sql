CREATE SEQUENCE "public"."catalog_version_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "tenants" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	"catalog_version" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "tenants_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "cities" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"bounds" jsonb NOT NULL,
	"center" jsonb NOT NULL,
	"zoom" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "restos" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"city_id" integer NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"address" text NOT NULL,
	"location" jsonb NOT NULL,
	"sort_order" integer NOT NULL,
	"average_check" integer NOT NULL,
	"currency" text NOT NULL,
	"timezone" text NOT NULL,
	"description" text NOT NULL,
	"emails" jsonb NOT NULL,
	"phones" jsonb NOT NULL,
	"links" jsonb NOT NULL,
	"photos" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"opening_hours" jsonb NOT NULL,
	"pay_config" jsonb NOT NULL,
	"pay_engine" text NOT NULL,
	"pays" jsonb NOT NULL,
	"menu_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "zones" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"resto_id" integer NOT NULL,
	"name" text NOT NULL,
	"polygon" jsonb NOT NULL,
	"rules" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "menus" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"is_delivery" boolean NOT NULL,
	"is_online" boolean NOT NULL,
	"is_table" boolean NOT NULL,
	"is_take_away" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifier_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"min_count" integer NOT NULL,
	"max_count" integer NOT NULL,
	"position_ids" integer[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modifiers" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"name" text NOT NULL,
	"price" integer NOT NULL,
	"max_count" integer NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "position_groups" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"name" text NOT NULL,
	"sort_order" integer NOT NULL,
	"photos" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "positions" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"menu_id" integer NOT NULL,
	"group_id" integer,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"price" integer NOT NULL,
	"measure_value" double precision NOT NULL,
	"measure_unit" text NOT NULL,
	"photos" jsonb NOT NULL,
	"tags" jsonb NOT NULL,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "time_slots" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"resto_id" integer NOT NULL,
	"position_ids" integer[] NOT NULL,
	"details" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "discounts" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"name" text NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"delivery_types" text[] NOT NULL,
	"resto_ids" integer[],
	"hours" jsonb,
	"active" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "promo_codes" (
	"tenant_id" integer NOT NULL,
	"code" text NOT NULL,
	"active" boolean NOT NULL,
	"resto_ids" integer[],
	"delivery_types" text[] NOT NULL,
	"kind" text NOT NULL,
	"value" integer NOT NULL,
	"min_order_amount" integer,
	"max_discount_amount" integer,
	"starts_at" timestamp with time zone,
	"ends_at" timestamp with time zone,
	"hours" jsonb,
	"usage_limit" integer,
	"per_person_limit" integer,
	"used_count" integer NOT NULL,
	CONSTRAINT "promo_codes_tenant_id_code_pk" PRIMARY KEY("tenant_id","code")
);
--> statement-breakpoint
CREATE TABLE "promotions" (
	"id" integer PRIMARY KEY NOT NULL,
	"tenant_id" integer NOT NULL,
	"resto_ids" integer[] NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"image" text NOT NULL,
	"until" date,
	"sort_order" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "cities" ADD CONSTRAINT "cities_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restos" ADD CONSTRAINT "restos_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "restos" ADD CONSTRAINT "restos_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_resto_id_restos_id_fk" FOREIGN KEY ("resto_id") REFERENCES "public"."restos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "menus" ADD CONSTRAINT "menus_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD CONSTRAINT "modifier_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "modifiers" ADD CONSTRAINT "modifiers_group_id_modifier_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."modifier_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_groups" ADD CONSTRAINT "position_groups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "position_groups" ADD CONSTRAINT "position_groups_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_menu_id_menus_id_fk" FOREIGN KEY ("menu_id") REFERENCES "public"."menus"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "positions" ADD CONSTRAINT "positions_group_id_position_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."position_groups"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "time_slots" ADD CONSTRAINT "time_slots_resto_id_restos_id_fk" FOREIGN KEY ("resto_id") REFERENCES "public"."restos"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "discounts" ADD CONSTRAINT "discounts_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promo_codes" ADD CONSTRAINT "promo_codes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "promotions" ADD CONSTRAINT "promotions_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cities_tenant_idx" ON "cities" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "restos_tenant_idx" ON "restos" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "restos_city_idx" ON "restos" USING btree ("city_id");--> statement-breakpoint
CREATE INDEX "zones_tenant_idx" ON "zones" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "zones_resto_idx" ON "zones" USING btree ("resto_id");--> statement-breakpoint
CREATE INDEX "menus_tenant_idx" ON "menus" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "modifier_groups_tenant_idx" ON "modifier_groups" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "modifiers_tenant_idx" ON "modifiers" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "modifiers_group_idx" ON "modifiers" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "position_groups_tenant_idx" ON "position_groups" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "position_groups_menu_idx" ON "position_groups" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "positions_tenant_idx" ON "positions" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "positions_menu_idx" ON "positions" USING btree ("menu_id");--> statement-breakpoint
CREATE INDEX "time_slots_tenant_idx" ON "time_slots" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "time_slots_resto_idx" ON "time_slots" USING btree ("resto_id");--> statement-breakpoint
CREATE INDEX "discounts_tenant_idx" ON "discounts" USING btree ("tenant_id");--> statement-breakpoint
CREATE INDEX "promotions_tenant_idx" ON "promotions" USING btree ("tenant_id");