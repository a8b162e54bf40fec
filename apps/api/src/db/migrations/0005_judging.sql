CREATE TABLE "group_ventures" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"venture_id" integer NOT NULL,
	"application_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"application_deadline" date NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_conflicts" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"venture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rating_criteria" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"weight" integer DEFAULT 0 NOT NULL,
	"type" text DEFAULT 'radio' NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rating_criteria_weight_check" CHECK ("rating_criteria"."weight" >= 0)
);
--> statement-breakpoint
CREATE TABLE "ratings" (
	"id" serial PRIMARY KEY NOT NULL,
	"group_id" integer NOT NULL,
	"venture_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"criterion_id" integer NOT NULL,
	"half_stars" integer,
	"text" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ratings_half_stars_check" CHECK ("ratings"."half_stars" is null or "ratings"."half_stars" between 1 and 10)
);
--> statement-breakpoint
CREATE TABLE "user_groups" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"group_id" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "group_ventures" ADD CONSTRAINT "group_ventures_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_ventures" ADD CONSTRAINT "group_ventures_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_ventures" ADD CONSTRAINT "group_ventures_application_id_applications_id_fk" FOREIGN KEY ("application_id") REFERENCES "public"."applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_conflicts" ADD CONSTRAINT "rating_conflicts_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_conflicts" ADD CONSTRAINT "rating_conflicts_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rating_conflicts" ADD CONSTRAINT "rating_conflicts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ratings" ADD CONSTRAINT "ratings_criterion_id_rating_criteria_id_fk" FOREIGN KEY ("criterion_id") REFERENCES "public"."rating_criteria"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_groups" ADD CONSTRAINT "user_groups_group_id_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "group_ventures_pair_unique" ON "group_ventures" USING btree ("group_id","venture_id");--> statement-breakpoint
CREATE INDEX "group_ventures_venture_idx" ON "group_ventures" USING btree ("venture_id");--> statement-breakpoint
CREATE INDEX "group_ventures_application_idx" ON "group_ventures" USING btree ("application_id");--> statement-breakpoint
CREATE UNIQUE INDEX "groups_name_unique" ON "groups" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "groups_created_idx" ON "groups" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_conflicts_unique" ON "rating_conflicts" USING btree ("group_id","venture_id","user_id");--> statement-breakpoint
CREATE INDEX "rating_conflicts_judge_idx" ON "rating_conflicts" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "rating_criteria_name_unique" ON "rating_criteria" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "ratings_answer_unique" ON "ratings" USING btree ("group_id","venture_id","user_id","criterion_id");--> statement-breakpoint
CREATE INDEX "ratings_judge_idx" ON "ratings" USING btree ("user_id","group_id");--> statement-breakpoint
CREATE INDEX "ratings_venture_idx" ON "ratings" USING btree ("venture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_groups_pair_unique" ON "user_groups" USING btree ("group_id","user_id");--> statement-breakpoint
CREATE INDEX "user_groups_user_idx" ON "user_groups" USING btree ("user_id");