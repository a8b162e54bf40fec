CREATE TABLE "deadline_reminders" (
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"kind" text NOT NULL,
	"opt_out_token_hash" text NOT NULL,
	"queued_at" timestamp with time zone NOT NULL,
	CONSTRAINT "deadline_reminders_user_id_program_id_kind_pk" PRIMARY KEY("user_id","program_id","kind")
);
--> statement-breakpoint
CREATE TABLE "reminder_opt_outs" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stage_announcements" (
	"stage" text PRIMARY KEY NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"subject_en" text NOT NULL,
	"body_en" text NOT NULL,
	"subject_sw" text DEFAULT '' NOT NULL,
	"body_sw" text DEFAULT '' NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deadline_reminders" ADD CONSTRAINT "deadline_reminders_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_opt_outs" ADD CONSTRAINT "reminder_opt_outs_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deadline_reminders_token_idx" ON "deadline_reminders" USING btree ("opt_out_token_hash");