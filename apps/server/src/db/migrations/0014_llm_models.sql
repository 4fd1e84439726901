CREATE TABLE "llm_models" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"factory" text NOT NULL,
	"name" text NOT NULL,
	"model_type" text NOT NULL,
	"base_url" text,
	"api_version" text,
	"region" text,
	"project_id" text,
	"max_tokens" integer,
	"secrets_encrypted" text,
	"api_key_hint" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "llm_tenant_defaults" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"llm_id" text,
	"embd_id" text,
	"rerank_id" text,
	"img2txt_id" text,
	"tts_id" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "llm_usage" (
	"owner_id" uuid NOT NULL,
	"factory" text NOT NULL,
	"model_name" text NOT NULL,
	"model_type" text NOT NULL,
	"day" date NOT NULL,
	"tokens_in" bigint DEFAULT 0 NOT NULL,
	"tokens_out" bigint DEFAULT 0 NOT NULL,
	"requests" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "llm_usage_owner_id_factory_model_name_model_type_day_pk" PRIMARY KEY("owner_id","factory","model_name","model_type","day")
);
--> statement-breakpoint
ALTER TABLE "llm_models" ADD CONSTRAINT "llm_models_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "llm_tenant_defaults" ADD CONSTRAINT "llm_tenant_defaults_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "llm_usage" ADD CONSTRAINT "llm_usage_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "llm_models_owner_model_key" ON "llm_models" USING btree ("owner_id","factory","name","model_type");