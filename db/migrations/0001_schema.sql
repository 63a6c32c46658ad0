CREATE TABLE "users" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"email" text NOT NULL,
	"email_visibility" boolean DEFAULT false NOT NULL,
	"verified" boolean DEFAULT false NOT NULL,
	"username" text DEFAULT '' NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"avatar" text DEFAULT '' NOT NULL,
	"plan" text DEFAULT 'free' NOT NULL,
	"weight_unit" text DEFAULT 'kg' NOT NULL,
	"password_hash" text NOT NULL,
	"token_key" text NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "body_regions" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contraindications" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"injury_label" text DEFAULT '' NOT NULL,
	"affected_area" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "equipment" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"category" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_categories" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "experience_levels" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"rank" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fitness_goals" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "force_types" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "joints" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mistake_types" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mobility_requirements" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "modalities" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "movement_patterns" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "muscles" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"muscle_group" text NOT NULL,
	"body_map_region" text NOT NULL,
	"synonyms" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "tip_categories" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_types" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "variation_types" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercises" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"short_description" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"instructions" text DEFAULT '' NOT NULL,
	"usage_instructions" text DEFAULT '' NOT NULL,
	"safety_notes" text DEFAULT '' NOT NULL,
	"exercise_image" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"demonstration_video" text[] DEFAULT '{}'::text[] NOT NULL,
	"animated_demo" text[] DEFAULT '{}'::text[] NOT NULL,
	"demonstration_video_url" text DEFAULT '' NOT NULL,
	"animated_demo_url" text DEFAULT '' NOT NULL,
	"difficulty_level" integer DEFAULT 5 NOT NULL,
	"technical_complexity" integer DEFAULT 5 NOT NULL,
	"mobility_level" integer DEFAULT 3 NOT NULL,
	"is_compound" boolean DEFAULT false NOT NULL,
	"is_unilateral" boolean DEFAULT false NOT NULL,
	"requires_spotter" boolean DEFAULT false NOT NULL,
	"is_max_effort_safe" boolean DEFAULT false NOT NULL,
	"is_high_rep_suitable" boolean DEFAULT false NOT NULL,
	"fatigue_impact" integer DEFAULT 5 NOT NULL,
	"tempo_eccentric" integer DEFAULT 0 NOT NULL,
	"tempo_isometric" integer DEFAULT 0 NOT NULL,
	"tempo_concentric" integer DEFAULT 0 NOT NULL,
	"sets_min" integer DEFAULT 3 NOT NULL,
	"sets_max" integer DEFAULT 4 NOT NULL,
	"reps_min" integer DEFAULT 8 NOT NULL,
	"reps_max" integer DEFAULT 12 NOT NULL,
	"rest_seconds_min" integer DEFAULT 60 NOT NULL,
	"rest_seconds_max" integer DEFAULT 90 NOT NULL,
	"min_experience_level" text,
	"category" text,
	"modality" text,
	"force_type" text,
	"body_region" text,
	"training_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"movement_pattern" text[] DEFAULT '{}'::text[] NOT NULL,
	"contraindications" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_muscles" text[] DEFAULT '{}'::text[] NOT NULL,
	"secondary_muscles" text[] DEFAULT '{}'::text[] NOT NULL,
	"equipment_required" text[] DEFAULT '{}'::text[] NOT NULL,
	"joints" text[] DEFAULT '{}'::text[] NOT NULL,
	"mobility_requirements" text[] DEFAULT '{}'::text[] NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	"tips" text[] DEFAULT '{}'::text[] NOT NULL,
	"mistakes" text[] DEFAULT '{}'::text[] NOT NULL,
	"variations" text[] DEFAULT '{}'::text[] NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "exercises_difficulty_range" CHECK ("exercises"."difficulty_level" between 1 and 10),
	CONSTRAINT "exercises_complexity_range" CHECK ("exercises"."technical_complexity" between 1 and 10),
	CONSTRAINT "exercises_mobility_range" CHECK ("exercises"."mobility_level" between 1 and 5),
	CONSTRAINT "exercises_fatigue_range" CHECK ("exercises"."fatigue_impact" between 1 and 10),
	CONSTRAINT "exercises_sets_order" CHECK ("exercises"."sets_min" <= "exercises"."sets_max"),
	CONSTRAINT "exercises_reps_order" CHECK ("exercises"."reps_min" <= "exercises"."reps_max"),
	CONSTRAINT "exercises_rest_order" CHECK ("exercises"."rest_seconds_min" <= "exercises"."rest_seconds_max")
);
--> statement-breakpoint
CREATE TABLE "exercise_mistakes" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"exercise" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"severity" text DEFAULT 'medium' NOT NULL,
	"mistake_type" text,
	"correction" text DEFAULT '' NOT NULL,
	"consequences" text DEFAULT '' NOT NULL,
	"coaching_cues" text[] DEFAULT '{}'::text[] NOT NULL,
	"injury_risk" text[] DEFAULT '{}'::text[] NOT NULL,
	"mistake_video" text DEFAULT '' NOT NULL,
	"mistake_video_url" text DEFAULT '' NOT NULL,
	"mistake_image" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_tips" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"exercise" text,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"tip_category" text,
	"target_level" text DEFAULT 'beginner' NOT NULL,
	"is_premium_content" boolean DEFAULT false NOT NULL,
	"tip_video" text DEFAULT '' NOT NULL,
	"tip_video_url" text DEFAULT '' NOT NULL,
	"tip_image" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "exercise_variations" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"variation_type" text,
	"equipment" text[] DEFAULT '{}'::text[] NOT NULL,
	"exercise1" text NOT NULL,
	"exercise2" text NOT NULL,
	"text_exercise_1_to_2" text DEFAULT '' NOT NULL,
	"text_exercise_2_to_1" text DEFAULT '' NOT NULL,
	"video" text DEFAULT '' NOT NULL,
	"video_url" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workouts" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"workout_type" text DEFAULT '' NOT NULL,
	"target_duration_minutes" integer DEFAULT 60 NOT NULL,
	"exercises" text[] DEFAULT '{}'::text[] NOT NULL,
	"exercise_details" jsonb,
	"estimated_calories" integer DEFAULT 0 NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"difficulty_level" integer DEFAULT 5 NOT NULL,
	"target_rpe_min" integer DEFAULT 0 NOT NULL,
	"target_rpe_max" integer DEFAULT 0 NOT NULL,
	"default_tempo" text DEFAULT '' NOT NULL,
	"intensity_techniques" jsonb,
	"user_profile" text,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_days" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"program_week" text NOT NULL,
	"day_number" integer NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"is_rest_day" boolean DEFAULT false NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"workout" text,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "program_weeks" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"training_program" text NOT NULL,
	"week_number" integer NOT NULL,
	"is_deload" boolean DEFAULT false NOT NULL,
	"phase" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"intensity_multiplier" double precision DEFAULT 1 NOT NULL,
	"volume_multiplier" double precision DEFAULT 1 NOT NULL,
	"days" text[] DEFAULT '{}'::text[] NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "training_programs" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"author" text DEFAULT '' NOT NULL,
	"duration_weeks" integer DEFAULT 12 NOT NULL,
	"training_days_per_week" integer DEFAULT 3 NOT NULL,
	"session_duration_minutes" integer DEFAULT 60 NOT NULL,
	"experience_level" text[] DEFAULT '{}'::text[] NOT NULL,
	"primary_goal" text[] DEFAULT '{}'::text[] NOT NULL,
	"program_type" text[] DEFAULT '{}'::text[] NOT NULL,
	"periodization_type" text DEFAULT '' NOT NULL,
	"progression_scheme" text DEFAULT '' NOT NULL,
	"deload_protocol" text DEFAULT '' NOT NULL,
	"configuration" jsonb,
	"is_public" boolean DEFAULT false NOT NULL,
	"is_template" boolean DEFAULT false NOT NULL,
	"user" text,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "workout_sessions" (
	"id" text PRIMARY KEY DEFAULT gen_record_id() NOT NULL,
	"user" text NOT NULL,
	"workout" text,
	"program_day" text,
	"started_at" timestamp (3) with time zone,
	"completed_at" timestamp (3) with time zone,
	"duration_minutes" integer DEFAULT 0 NOT NULL,
	"estimated_calories_burned" integer DEFAULT 0 NOT NULL,
	"total_volume" double precision DEFAULT 0 NOT NULL,
	"exercises_performed" text[] DEFAULT '{}'::text[] NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created" timestamp (3) with time zone DEFAULT now() NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "auth_throttle" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL,
	"window_start" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"updated" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_min_experience_level_experience_levels_id_fk" FOREIGN KEY ("min_experience_level") REFERENCES "public"."experience_levels"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_category_exercise_categories_id_fk" FOREIGN KEY ("category") REFERENCES "public"."exercise_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_modality_modalities_id_fk" FOREIGN KEY ("modality") REFERENCES "public"."modalities"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_force_type_force_types_id_fk" FOREIGN KEY ("force_type") REFERENCES "public"."force_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercises" ADD CONSTRAINT "exercises_body_region_body_regions_id_fk" FOREIGN KEY ("body_region") REFERENCES "public"."body_regions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_mistakes" ADD CONSTRAINT "exercise_mistakes_exercise_exercises_id_fk" FOREIGN KEY ("exercise") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_mistakes" ADD CONSTRAINT "exercise_mistakes_mistake_type_mistake_types_id_fk" FOREIGN KEY ("mistake_type") REFERENCES "public"."mistake_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_tips" ADD CONSTRAINT "exercise_tips_exercise_exercises_id_fk" FOREIGN KEY ("exercise") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_tips" ADD CONSTRAINT "exercise_tips_tip_category_tip_categories_id_fk" FOREIGN KEY ("tip_category") REFERENCES "public"."tip_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_variations" ADD CONSTRAINT "exercise_variations_variation_type_variation_types_id_fk" FOREIGN KEY ("variation_type") REFERENCES "public"."variation_types"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_variations" ADD CONSTRAINT "exercise_variations_exercise1_exercises_id_fk" FOREIGN KEY ("exercise1") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "exercise_variations" ADD CONSTRAINT "exercise_variations_exercise2_exercises_id_fk" FOREIGN KEY ("exercise2") REFERENCES "public"."exercises"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workouts" ADD CONSTRAINT "workouts_user_profile_users_id_fk" FOREIGN KEY ("user_profile") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_days" ADD CONSTRAINT "program_days_program_week_program_weeks_id_fk" FOREIGN KEY ("program_week") REFERENCES "public"."program_weeks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_days" ADD CONSTRAINT "program_days_workout_workouts_id_fk" FOREIGN KEY ("workout") REFERENCES "public"."workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "program_weeks" ADD CONSTRAINT "program_weeks_training_program_training_programs_id_fk" FOREIGN KEY ("training_program") REFERENCES "public"."training_programs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "training_programs" ADD CONSTRAINT "training_programs_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_user_users_id_fk" FOREIGN KEY ("user") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_workout_workouts_id_fk" FOREIGN KEY ("workout") REFERENCES "public"."workouts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "workout_sessions" ADD CONSTRAINT "workout_sessions_program_day_program_days_id_fk" FOREIGN KEY ("program_day") REFERENCES "public"."program_days"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_lower_idx" ON "users" USING btree (lower("email"));--> statement-breakpoint
CREATE INDEX "users_created_idx" ON "users" USING btree ("created");--> statement-breakpoint
CREATE UNIQUE INDEX "body_regions_name_idx" ON "body_regions" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "contraindications_name_idx" ON "contraindications" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "equipment_name_idx" ON "equipment" USING btree ("name");--> statement-breakpoint
CREATE INDEX "equipment_category_idx" ON "equipment" USING btree ("category");--> statement-breakpoint
CREATE UNIQUE INDEX "exercise_categories_name_idx" ON "exercise_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "experience_levels_name_idx" ON "experience_levels" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "fitness_goals_name_idx" ON "fitness_goals" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "force_types_name_idx" ON "force_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "joints_name_idx" ON "joints" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "mistake_types_name_idx" ON "mistake_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "mobility_requirements_name_idx" ON "mobility_requirements" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "modalities_name_idx" ON "modalities" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "movement_patterns_name_idx" ON "movement_patterns" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "muscles_name_idx" ON "muscles" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tags_name_idx" ON "tags" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "tip_categories_name_idx" ON "tip_categories" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "training_types_name_idx" ON "training_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "variation_types_name_idx" ON "variation_types" USING btree ("name");--> statement-breakpoint
CREATE UNIQUE INDEX "exercises_name_idx" ON "exercises" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "exercises_name_trgm_idx" ON "exercises" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercises_description_trgm_idx" ON "exercises" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "exercises_difficulty_idx" ON "exercises" USING btree ("difficulty_level");--> statement-breakpoint
CREATE INDEX "exercises_created_idx" ON "exercises" USING btree ("created");--> statement-breakpoint
CREATE INDEX "exercises_primary_muscles_idx" ON "exercises" USING gin ("primary_muscles");--> statement-breakpoint
CREATE INDEX "exercises_secondary_muscles_idx" ON "exercises" USING gin ("secondary_muscles");--> statement-breakpoint
CREATE INDEX "exercises_equipment_idx" ON "exercises" USING gin ("equipment_required");--> statement-breakpoint
CREATE INDEX "exercises_contraindications_idx" ON "exercises" USING gin ("contraindications");--> statement-breakpoint
CREATE INDEX "exercises_training_type_idx" ON "exercises" USING gin ("training_type");--> statement-breakpoint
CREATE INDEX "exercises_movement_pattern_idx" ON "exercises" USING gin ("movement_pattern");--> statement-breakpoint
CREATE INDEX "exercise_mistakes_exercise_idx" ON "exercise_mistakes" USING btree ("exercise");--> statement-breakpoint
CREATE INDEX "exercise_tips_exercise_idx" ON "exercise_tips" USING btree ("exercise");--> statement-breakpoint
CREATE INDEX "exercise_variations_exercise1_idx" ON "exercise_variations" USING btree ("exercise1");--> statement-breakpoint
CREATE INDEX "exercise_variations_exercise2_idx" ON "exercise_variations" USING btree ("exercise2");--> statement-breakpoint
CREATE INDEX "workouts_owner_idx" ON "workouts" USING btree ("user_profile");--> statement-breakpoint
CREATE INDEX "workouts_visibility_idx" ON "workouts" USING btree ("is_template","is_public");--> statement-breakpoint
CREATE INDEX "workouts_created_idx" ON "workouts" USING btree ("created");--> statement-breakpoint
CREATE INDEX "workouts_exercises_idx" ON "workouts" USING gin ("exercises");--> statement-breakpoint
CREATE INDEX "workouts_name_trgm_idx" ON "workouts" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workouts_description_trgm_idx" ON "workouts" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "program_days_week_idx" ON "program_days" USING btree ("program_week","day_number");--> statement-breakpoint
CREATE INDEX "program_days_workout_idx" ON "program_days" USING btree ("workout");--> statement-breakpoint
CREATE INDEX "program_weeks_program_idx" ON "program_weeks" USING btree ("training_program","week_number");--> statement-breakpoint
CREATE INDEX "training_programs_owner_idx" ON "training_programs" USING btree ("user");--> statement-breakpoint
CREATE INDEX "training_programs_visibility_idx" ON "training_programs" USING btree ("is_template","is_public");--> statement-breakpoint
CREATE INDEX "training_programs_created_idx" ON "training_programs" USING btree ("created");--> statement-breakpoint
CREATE INDEX "training_programs_level_idx" ON "training_programs" USING gin ("experience_level");--> statement-breakpoint
CREATE INDEX "training_programs_goal_idx" ON "training_programs" USING gin ("primary_goal");--> statement-breakpoint
CREATE INDEX "training_programs_name_trgm_idx" ON "training_programs" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "workout_sessions_user_started_idx" ON "workout_sessions" USING btree ("user","started_at");--> statement-breakpoint
CREATE INDEX "workout_sessions_exercises_idx" ON "workout_sessions" USING gin ("exercises_performed");