CREATE TABLE "venture_c_suite_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"venture_id" integer NOT NULL,
	"title" text NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"country_id" integer,
	"state_id" integer,
	"city" text,
	"linkedin_url" text,
	"gender_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "venture_client_locations" (
	"venture_id" integer NOT NULL,
	"client_location_id" integer NOT NULL,
	CONSTRAINT "venture_client_locations_venture_id_client_location_id_pk" PRIMARY KEY("venture_id","client_location_id")
);
--> statement-breakpoint
CREATE TABLE "venture_countries" (
	"venture_id" integer NOT NULL,
	"country_id" integer NOT NULL,
	CONSTRAINT "venture_countries_venture_id_country_id_pk" PRIMARY KEY("venture_id","country_id")
);
--> statement-breakpoint
CREATE TABLE "venture_sectors" (
	"venture_id" integer NOT NULL,
	"sector_id" integer NOT NULL,
	CONSTRAINT "venture_sectors_venture_id_sector_id_pk" PRIMARY KEY("venture_id","sector_id")
);
--> statement-breakpoint
CREATE TABLE "venture_team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"venture_id" integer NOT NULL,
	"first_name" text NOT NULL,
	"middle_name" text,
	"last_name" text NOT NULL,
	"founder" boolean DEFAULT false NOT NULL,
	"shares" numeric,
	"gender_id" integer,
	"role" text NOT NULL,
	"years_experience" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ventures" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"name" text,
	"image" text,
	"slogan" text,
	"year_established" integer,
	"description" text,
	"video_pitch_url" text,
	"physical_address" text,
	"email_address" text,
	"phone_number" text,
	"website_url" text,
	"x_url" text,
	"linkedin_url" text,
	"facebook_url" text,
	"youtube_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"stage_id" integer,
	"organisation_type_id" integer,
	"funding" integer,
	"cr12" text,
	"registration_cetificate" text,
	"c_suite_women" integer,
	"full_time_employee_count" integer,
	"part_time_employee_count" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multi_choice_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_id" integer NOT NULL,
	"option" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multi_part_options" (
	"id" serial PRIMARY KEY NOT NULL,
	"multi_part_question_id" integer NOT NULL,
	"option" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"question_type_id" integer NOT NULL,
	"number" integer NOT NULL,
	"question" text NOT NULL,
	"description" text,
	"required" integer DEFAULT 0 NOT NULL,
	"length" integer,
	"active" integer DEFAULT 1 NOT NULL,
	"parent_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "multi_part_questions" (
	"id" integer PRIMARY KEY DEFAULT nextval('questions_id_seq') NOT NULL,
	"question_id" integer NOT NULL,
	"question" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_types" (
	"id" integer PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "question_types_name_unique" UNIQUE("name")
);
--> statement-breakpoint
CREATE TABLE "answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"part_id" integer,
	"option_id" integer,
	"text" text
);
--> statement-breakpoint
CREATE TABLE "applications" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"program_id" integer NOT NULL,
	"venture_id" integer,
	"marketing_source_id" integer,
	"terms_conditions" integer DEFAULT 0 NOT NULL,
	"declaration" integer DEFAULT 0 NOT NULL,
	"submitted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "venture_c_suite_members" ADD CONSTRAINT "venture_c_suite_members_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_c_suite_members" ADD CONSTRAINT "venture_c_suite_members_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_c_suite_members" ADD CONSTRAINT "venture_c_suite_members_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_client_locations" ADD CONSTRAINT "venture_client_locations_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_client_locations" ADD CONSTRAINT "venture_client_locations_client_location_id_client_locations_id_fk" FOREIGN KEY ("client_location_id") REFERENCES "public"."client_locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_countries" ADD CONSTRAINT "venture_countries_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_countries" ADD CONSTRAINT "venture_countries_country_id_countries_id_fk" FOREIGN KEY ("country_id") REFERENCES "public"."countries"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_sectors" ADD CONSTRAINT "venture_sectors_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_sectors" ADD CONSTRAINT "venture_sectors_sector_id_sectors_id_fk" FOREIGN KEY ("sector_id") REFERENCES "public"."sectors"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_team_members" ADD CONSTRAINT "venture_team_members_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "venture_team_members" ADD CONSTRAINT "venture_team_members_gender_id_genders_id_fk" FOREIGN KEY ("gender_id") REFERENCES "public"."genders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_stage_id_steps_id_fk" FOREIGN KEY ("stage_id") REFERENCES "public"."steps"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ventures" ADD CONSTRAINT "ventures_organisation_type_id_organisation_types_id_fk" FOREIGN KEY ("organisation_type_id") REFERENCES "public"."organisation_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_choice_options" ADD CONSTRAINT "multi_choice_options_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_part_options" ADD CONSTRAINT "multi_part_options_multi_part_question_id_multi_part_questions_id_fk" FOREIGN KEY ("multi_part_question_id") REFERENCES "public"."multi_part_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "multi_part_questions" ADD CONSTRAINT "multi_part_questions_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_question_type_id_question_types_id_fk" FOREIGN KEY ("question_type_id") REFERENCES "public"."question_types"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_parent_id_questions_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "answers" ADD CONSTRAINT "answers_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_program_id_programs_id_fk" FOREIGN KEY ("program_id") REFERENCES "public"."programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_venture_id_ventures_id_fk" FOREIGN KEY ("venture_id") REFERENCES "public"."ventures"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "applications" ADD CONSTRAINT "applications_marketing_source_id_marketing_sources_id_fk" FOREIGN KEY ("marketing_source_id") REFERENCES "public"."marketing_sources"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "venture_c_suite_members_venture_idx" ON "venture_c_suite_members" USING btree ("venture_id");--> statement-breakpoint
CREATE INDEX "venture_team_members_venture_idx" ON "venture_team_members" USING btree ("venture_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ventures_user_unique" ON "ventures" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "ventures_name_idx" ON "ventures" USING btree ("name");--> statement-breakpoint
CREATE INDEX "multi_choice_options_question_idx" ON "multi_choice_options" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "multi_part_options_part_idx" ON "multi_part_options" USING btree ("multi_part_question_id");--> statement-breakpoint
CREATE INDEX "multi_part_questions_question_idx" ON "multi_part_questions" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "questions_number_idx" ON "questions" USING btree ("active","number");--> statement-breakpoint
CREATE INDEX "questions_parent_idx" ON "questions" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "answers_owner_idx" ON "answers" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "answers_question_idx" ON "answers" USING btree ("question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "applications_user_program_unique" ON "applications" USING btree ("user_id","program_id");--> statement-breakpoint
CREATE INDEX "applications_program_idx" ON "applications" USING btree ("program_id","submitted_at");