ALTER TABLE "attr_groups" ADD COLUMN "icon" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "attr_groups" ADD COLUMN "description" text DEFAULT '' NOT NULL;