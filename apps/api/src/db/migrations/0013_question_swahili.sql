ALTER TABLE "multi_choice_options" ADD COLUMN "option_sw" text;--> statement-breakpoint
ALTER TABLE "multi_part_options" ADD COLUMN "option_sw" text;--> statement-breakpoint
ALTER TABLE "multi_part_questions" ADD COLUMN "question_sw" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "question_sw" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "description_sw" text;