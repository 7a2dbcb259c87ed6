CREATE TABLE "stop_list_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"resto_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"action" text NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"until" timestamp with time zone,
	"at" timestamp with time zone NOT NULL,
	"by_key" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stop_list_entries" (
	"resto_id" integer NOT NULL,
	"tenant_id" integer NOT NULL,
	"kind" text NOT NULL,
	"item_id" integer NOT NULL,
	"until" timestamp with time zone,
	"set_at" timestamp with time zone NOT NULL,
	"set_by_key" text NOT NULL,
	CONSTRAINT "stop_list_entries_resto_id_kind_item_id_pk" PRIMARY KEY("resto_id","kind","item_id")
);
--> statement-breakpoint
ALTER TABLE "stop_list_changes" ADD CONSTRAINT "stop_list_changes_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stop_list_entries" ADD CONSTRAINT "stop_list_entries_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "stop_list_changes_resto_idx" ON "stop_list_changes" USING btree ("resto_id","id");