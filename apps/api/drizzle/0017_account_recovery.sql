-- Accounts a real shop needs (issue 24): the phone an account has proven it holds, by typing the
-- code of a cash-on-delivery order sent to it, is where a forgotten password's SMS code goes. A
-- number belongs to one account at most: the last to prove it.
ALTER TABLE "users" ADD COLUMN "phone_number" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_number_verified_at" timestamp with time zone;--> statement-breakpoint
CREATE UNIQUE INDEX "users_phone_number_unique" ON "users" USING btree ("phone_number");--> statement-breakpoint
-- One code at a time per phone, kept as a hash, whether or not an account holds that phone (so the
-- answer and the limits never tell which numbers have accounts).
CREATE TABLE "password_reset_codes" (
	"phone" text PRIMARY KEY NOT NULL,
	"user_id" text,
	"code_hash" text NOT NULL,
	"tries" smallint DEFAULT 0 NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
ALTER TABLE "password_reset_codes" ADD CONSTRAINT "password_reset_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
