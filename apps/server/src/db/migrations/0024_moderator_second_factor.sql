CREATE TABLE "moderator_factors" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"totp_cipher" text NOT NULL,
	"last_totp_step" integer,
	"enrolled_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "moderator_recovery_codes" (
	"user_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "moderator_recovery_codes_user_id_code_hash_pk" PRIMARY KEY("user_id","code_hash")
);
--> statement-breakpoint
ALTER TABLE "moderator_factors" ADD CONSTRAINT "moderator_factors_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "moderator_recovery_codes" ADD CONSTRAINT "moderator_recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- A moderator never signs in by phone code: moderators promoted earlier lose the number they had verified.
UPDATE "users" SET "phone_number" = '0000000000', "phone_verified_at" = NULL WHERE "role" = 'moderator';
