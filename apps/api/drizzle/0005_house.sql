CREATE TABLE "house_chains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"game" text NOT NULL,
	"final_seed" text NOT NULL,
	"commitment" text NOT NULL,
	"salt" text NOT NULL,
	"length" integer NOT NULL,
	"first_index" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "house_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"game" text NOT NULL,
	"engine" text NOT NULL,
	"owner" text NOT NULL,
	"session_id" text NOT NULL,
	"mode" text NOT NULL,
	"currency" text NOT NULL,
	"token" text NOT NULL,
	"host" text NOT NULL,
	"request_key" text,
	"status" text DEFAULT 'open' NOT NULL,
	"bet" bigint DEFAULT 0 NOT NULL,
	"win" bigint DEFAULT 0 NOT NULL,
	"input" jsonb NOT NULL,
	"outcome" jsonb,
	"seed_id" uuid,
	"nonce" integer,
	"table_round_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_seeds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"owner" text NOT NULL,
	"server_seed" text NOT NULL,
	"server_seed_hash" text NOT NULL,
	"client_seed" text NOT NULL,
	"nonce" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"revealed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "house_table_rounds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"tenant_id" uuid NOT NULL,
	"game" text NOT NULL,
	"index" integer NOT NULL,
	"chain_id" uuid NOT NULL,
	"opens_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone NOT NULL,
	"result_at" timestamp with time zone NOT NULL,
	"result" integer NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "house_chains" ADD CONSTRAINT "house_chains_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_seed_id_house_seeds_id_fk" FOREIGN KEY ("seed_id") REFERENCES "public"."house_seeds"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_rounds" ADD CONSTRAINT "house_rounds_table_round_id_house_table_rounds_id_fk" FOREIGN KEY ("table_round_id") REFERENCES "public"."house_table_rounds"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_seeds" ADD CONSTRAINT "house_seeds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "house_table_rounds" ADD CONSTRAINT "house_table_rounds_chain_id_house_chains_id_fk" FOREIGN KEY ("chain_id") REFERENCES "public"."house_chains"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "house_chains_table_first" ON "house_chains" USING btree ("tenant_id","game","first_index");--> statement-breakpoint
CREATE INDEX "house_rounds_owner_newest" ON "house_rounds" USING btree ("tenant_id","owner","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "house_rounds_table_round" ON "house_rounds" USING btree ("table_round_id");--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_request_key" ON "house_rounds" USING btree ("tenant_id","owner","request_key") WHERE "house_rounds"."request_key" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_open_hand" ON "house_rounds" USING btree ("tenant_id","owner","game") WHERE "house_rounds"."status" = 'open' and "house_rounds"."engine" = 'blackjack';--> statement-breakpoint
CREATE UNIQUE INDEX "house_rounds_table_owner" ON "house_rounds" USING btree ("table_round_id","owner") WHERE "house_rounds"."table_round_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_seeds_current" ON "house_seeds" USING btree ("tenant_id","owner") WHERE "house_seeds"."revealed_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "house_table_rounds_table_index" ON "house_table_rounds" USING btree ("tenant_id","game","index");--> statement-breakpoint
CREATE INDEX "house_table_rounds_unsettled" ON "house_table_rounds" USING btree ("result_at") WHERE "house_table_rounds"."settled_at" is null;