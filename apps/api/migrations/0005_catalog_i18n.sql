ALTER TABLE "cities" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "restos" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "zones" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "menus" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "modifier_groups" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "modifiers" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "position_groups" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "positions" ADD COLUMN "i18n" jsonb;--> statement-breakpoint
ALTER TABLE "promotions" ADD COLUMN "i18n" jsonb;