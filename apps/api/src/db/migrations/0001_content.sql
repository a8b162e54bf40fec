CREATE TABLE "albums" (
	"id" serial PRIMARY KEY NOT NULL,
	"gallery_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "galleries" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "images" (
	"id" serial PRIMARY KEY NOT NULL,
	"album_id" integer,
	"video_id" integer,
	"name" text NOT NULL,
	"width" integer DEFAULT 0 NOT NULL,
	"height" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "images_one_parent" CHECK (("images"."album_id" is null) <> ("images"."video_id" is null))
);
--> statement-breakpoint
CREATE TABLE "news_feeds" (
	"id" serial PRIMARY KEY NOT NULL,
	"subject" text NOT NULL,
	"author" text NOT NULL,
	"source" text,
	"publish_date" date NOT NULL,
	"body" text NOT NULL,
	"image" text,
	"user_id" integer,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "competitors" (
	"id" serial PRIMARY KEY NOT NULL,
	"past_cohort_id" integer NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"link" text,
	"image" text,
	"rank" integer,
	"website_url" text,
	"x_url" text,
	"linkedin_url" text,
	"facebook_url" text,
	"youtube_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"year" integer NOT NULL,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "videos" (
	"id" serial PRIMARY KEY NOT NULL,
	"story_id" integer NOT NULL,
	"name" text NOT NULL,
	"date" date,
	"image" text,
	"video" text,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_member_roles" (
	"team_member_id" integer NOT NULL,
	"team_role_id" integer NOT NULL,
	CONSTRAINT "team_member_roles_team_member_id_team_role_id_pk" PRIMARY KEY("team_member_id","team_role_id")
);
--> statement-breakpoint
CREATE TABLE "team_members" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"bio" text NOT NULL,
	"image" text,
	"email_address" text,
	"phone_number" text,
	"website_url" text,
	"x_url" text,
	"linkedin_url" text,
	"facebook_url" text,
	"youtube_url" text,
	"instagram_url" text,
	"tiktok_url" text,
	"active" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_roles" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL
);
--> statement-breakpoint
ALTER TABLE "albums" ADD CONSTRAINT "albums_gallery_id_galleries_id_fk" FOREIGN KEY ("gallery_id") REFERENCES "public"."galleries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_album_id_albums_id_fk" FOREIGN KEY ("album_id") REFERENCES "public"."albums"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "images" ADD CONSTRAINT "images_video_id_videos_id_fk" FOREIGN KEY ("video_id") REFERENCES "public"."videos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "news_feeds" ADD CONSTRAINT "news_feeds_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "competitors" ADD CONSTRAINT "competitors_past_cohort_id_past_cohorts_id_fk" FOREIGN KEY ("past_cohort_id") REFERENCES "public"."past_cohorts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "videos" ADD CONSTRAINT "videos_story_id_stories_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_roles" ADD CONSTRAINT "team_member_roles_team_member_id_team_members_id_fk" FOREIGN KEY ("team_member_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_member_roles" ADD CONSTRAINT "team_member_roles_team_role_id_team_roles_id_fk" FOREIGN KEY ("team_role_id") REFERENCES "public"."team_roles"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "albums_gallery_name_unique" ON "albums" USING btree ("gallery_id",lower("name"));--> statement-breakpoint
CREATE INDEX "albums_gallery_date_idx" ON "albums" USING btree ("gallery_id","date");--> statement-breakpoint
CREATE UNIQUE INDEX "galleries_name_unique" ON "galleries" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "images_album_idx" ON "images" USING btree ("album_id","id");--> statement-breakpoint
CREATE INDEX "images_video_idx" ON "images" USING btree ("video_id","id");--> statement-breakpoint
CREATE INDEX "news_feeds_public_idx" ON "news_feeds" USING btree ("active","publish_date","id");--> statement-breakpoint
CREATE UNIQUE INDEX "competitors_cohort_name_unique" ON "competitors" USING btree ("past_cohort_id",lower("name"));--> statement-breakpoint
CREATE INDEX "competitors_cohort_rank_idx" ON "competitors" USING btree ("past_cohort_id","rank","id");--> statement-breakpoint
CREATE UNIQUE INDEX "stories_name_unique" ON "stories" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "videos_story_name_unique" ON "videos" USING btree ("story_id",lower("name"));--> statement-breakpoint
CREATE INDEX "videos_story_idx" ON "videos" USING btree ("story_id","id");--> statement-breakpoint
CREATE INDEX "team_member_roles_role_idx" ON "team_member_roles" USING btree ("team_role_id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_members_name_unique" ON "team_members" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "team_members_created_idx" ON "team_members" USING btree ("created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_roles_name_unique" ON "team_roles" USING btree (lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "past_cohorts_one_current" ON "past_cohorts" USING btree ("current") WHERE "past_cohorts"."current" = 1;