-- Business accounts (docs/product.md#business-accounts): the admin's customer groups, and a buyer's
-- application as a workshop or dealer, one per account. An approved application names the group
-- whose prices the account is charged.
CREATE TABLE "customer_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"name_bn" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customer_groups_name_unique" UNIQUE("name")
);--> statement-breakpoint
CREATE TABLE "business_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"kind" text NOT NULL,
	"business_name" text NOT NULL,
	"trade_licence" text NOT NULL,
	"bin" text DEFAULT '' NOT NULL,
	"address" text NOT NULL,
	"phone" text NOT NULL,
	"state" text DEFAULT 'pending' NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"group_id" uuid,
	"decided_by" text,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "business_applications_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "business_applications_kind_known" CHECK ("business_applications"."kind" in ('workshop', 'dealer')),
	CONSTRAINT "business_applications_state_known" CHECK ("business_applications"."state" in ('pending', 'approved', 'refused')),
	CONSTRAINT "business_applications_group_when_approved" CHECK (("business_applications"."state" = 'approved') = ("business_applications"."group_id" is not null))
);--> statement-breakpoint
ALTER TABLE "business_applications" ADD CONSTRAINT "business_applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_applications" ADD CONSTRAINT "business_applications_group_id_customer_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."customer_groups"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_applications" ADD CONSTRAINT "business_applications_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "business_applications_state_created_at_idx" ON "business_applications" USING btree ("state","created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "business_applications_created_at_idx" ON "business_applications" USING btree ("created_at" DESC,"id" DESC);--> statement-breakpoint
CREATE INDEX "business_applications_group_id_idx" ON "business_applications" USING btree ("group_id");
