-- The AI review of a model (issue 19): its conversation (each exchange with its proposal and the decision on it), one row per model, deleted with the model.
CREATE TABLE "dcf_model_reviews" (
	"model_id" uuid PRIMARY KEY NOT NULL,
	"exchanges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "dcf_model_reviews" ADD CONSTRAINT "dcf_model_reviews_model_id_dcf_models_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."dcf_models"("id") ON DELETE cascade ON UPDATE no action;