-- Orders, profiles and reviews belong to an account by its id, not by an e-mail address that a
-- stranger can sign up with again once the account is deleted (decision 0009).
ALTER TABLE "orders" ADD COLUMN "user_id" uuid;--> statement-breakpoint
-- The shop's user record is made at the first token exchange, before any order. An order older
-- than the record of its address was placed by an earlier, deleted account, and gets no owner.
UPDATE "orders" SET "user_id" = "users"."id" FROM "users"
  WHERE "users"."email" = "orders"."email" AND "orders"."created_at" >= "users"."created_at";--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP INDEX "orders_email_idx";--> statement-breakpoint
CREATE INDEX "orders_user_created_idx" ON "orders" USING btree ("user_id","created_at","id");--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "user_id" uuid;--> statement-breakpoint
UPDATE "profiles" SET "user_id" = "users"."id" FROM "users" WHERE "users"."email" = "profiles"."email";--> statement-breakpoint
-- A profile without an account could only ever be reached by the next owner of its address.
DELETE FROM "profiles" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "profiles" DROP COLUMN "email";--> statement-breakpoint
ALTER TABLE "profiles" ADD PRIMARY KEY ("user_id");--> statement-breakpoint
ALTER TABLE "profiles" ADD CONSTRAINT "profiles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" DROP CONSTRAINT "reviews_user_id_users_id_fk";--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
