ALTER TABLE "dict_details" ADD COLUMN "enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "dict_details_dict_value" ON "dict_details" USING btree ("dict_id","value");