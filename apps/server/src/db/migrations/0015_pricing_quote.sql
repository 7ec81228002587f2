CREATE TABLE "pricing_downline_markups" (
	"tenant_id" uuid NOT NULL,
	"account_id" uuid NOT NULL,
	"markup_basis_points" integer NOT NULL,
	"markup_flat" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_downline_markups_pk" PRIMARY KEY("tenant_id","account_id"),
	CONSTRAINT "pricing_downline_markups_amounts_ck" CHECK (markup_basis_points >= 0 and markup_flat >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_product_overrides" (
	"tenant_id" uuid NOT NULL,
	"product_code" text NOT NULL,
	"tier" text NOT NULL,
	"fixed_price" bigint,
	"markup_basis_points" integer,
	"markup_flat" bigint DEFAULT 0 NOT NULL,
	"minimum_markup" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_product_overrides_pk" PRIMARY KEY("tenant_id","product_code","tier"),
	CONSTRAINT "pricing_product_overrides_tier_ck" CHECK (tier in ('member', 'agent', 'master')),
	CONSTRAINT "pricing_product_overrides_one_ck" CHECK ((fixed_price is null) <> (markup_basis_points is null) and coalesce(fixed_price, 0) >= 0
        and coalesce(markup_basis_points, 0) >= 0 and markup_flat >= 0 and minimum_markup >= 0)
);
--> statement-breakpoint
CREATE TABLE "pricing_tiers" (
	"tenant_id" uuid NOT NULL,
	"tier" text NOT NULL,
	"markup_basis_points" integer NOT NULL,
	"markup_flat" bigint DEFAULT 0 NOT NULL,
	"minimum_markup" bigint DEFAULT 0 NOT NULL,
	"round_to" integer DEFAULT 1 NOT NULL,
	"downline_min_basis_points" integer DEFAULT 0 NOT NULL,
	"downline_max_basis_points" integer DEFAULT 0 NOT NULL,
	"downline_max_flat" bigint DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pricing_tiers_pk" PRIMARY KEY("tenant_id","tier"),
	CONSTRAINT "pricing_tiers_tier_ck" CHECK (tier in ('member', 'agent', 'master')),
	CONSTRAINT "pricing_tiers_amounts_ck" CHECK (markup_basis_points >= 0 and markup_flat >= 0 and minimum_markup >= 0 and round_to >= 1
        and downline_min_basis_points >= 0 and downline_max_basis_points >= downline_min_basis_points
        and downline_max_flat >= 0)
);
--> statement-breakpoint
ALTER TABLE "prepaid_transactions" ADD COLUMN "commission_legs" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "pricing_downline_markups" ADD CONSTRAINT "pricing_downline_markups_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_product_overrides" ADD CONSTRAINT "pricing_product_overrides_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pricing_tiers" ADD CONSTRAINT "pricing_tiers_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written backfill (keep at the end when renumbering): every existing tenant gets the tier markups its
-- catalogue_settings.pricing held until now, as exact basis points (2% = 200 bp), at least the same minimum, rounded
-- up to Rp25 as the old pricing.ts did; a tenant without them gets the defaults of tenant-defaults.ts. Decision 025.
INSERT INTO "pricing_tiers" ("tenant_id", "tier", "markup_basis_points", "minimum_markup", "round_to")
SELECT t."id", d."tier",
       round(coalesce((t."catalogue_settings" -> 'pricing' -> d."tier" ->> 'percent')::numeric, d."percent") * 100)::integer,
       coalesce((t."catalogue_settings" -> 'pricing' -> d."tier" ->> 'minimum')::bigint, d."minimum"),
       25
  FROM "tenants" t
 CROSS JOIN (VALUES ('member', 2.0, 200), ('agent', 1.0, 100), ('master', 0.5, 50)) AS d("tier", "percent", "minimum")
ON CONFLICT DO NOTHING;
