CREATE TABLE "mlo_cn23" (
	"tenant_id" uuid NOT NULL,
	"id" uuid DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"account_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"awb" text NOT NULL,
	"sender_country" text NOT NULL,
	"recipient_country" text NOT NULL,
	"category" text NOT NULL,
	"currency" text NOT NULL,
	"items" jsonb NOT NULL,
	"total_value" bigint NOT NULL,
	"total_weight_grams" integer NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mlo_cn23_pk" PRIMARY KEY("tenant_id","id")
);
--> statement-breakpoint
CREATE TABLE "mlo_customs_settings" (
	"tenant_id" uuid PRIMARY KEY NOT NULL,
	"settings" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mlo_exchange_rates" (
	"tenant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"effective_on" date NOT NULL,
	"rate_hundredths" bigint NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "mlo_exchange_rates_pk" PRIMARY KEY("tenant_id","currency","effective_on")
);
--> statement-breakpoint
CREATE TABLE "mlo_hs_codes" (
	"code" text PRIMARY KEY NOT NULL,
	"description_id" text NOT NULL,
	"description_en" text NOT NULL,
	"duty_bps" integer NOT NULL,
	"mfn_always" boolean DEFAULT false NOT NULL,
	"tax_exempt" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
ALTER TABLE "mlo_cn23" ADD CONSTRAINT "mlo_cn23_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlo_customs_settings" ADD CONSTRAINT "mlo_customs_settings_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mlo_exchange_rates" ADD CONSTRAINT "mlo_exchange_rates_tenant_id_tenants_id_fk" FOREIGN KEY ("tenant_id") REFERENCES "public"."tenants"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "mlo_cn23_number_uq" ON "mlo_cn23" USING btree ("tenant_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "mlo_cn23_order_active_uq" ON "mlo_cn23" USING btree ("tenant_id","order_id") WHERE status <> 'cancelled';--> statement-breakpoint
CREATE INDEX "mlo_cn23_account_idx" ON "mlo_cn23" USING btree ("tenant_id","account_id","created_at");--> statement-breakpoint
-- The HS headings of decision 036 (MFN rates in basis points as BTKI lists them for these headings; PMK 199/2019's
-- exceptions: bags, footwear and textiles always at MFN; books free of duty and taxes). Reference data: the next
-- migration that changes a rate updates it here by code.
INSERT INTO "mlo_hs_codes" ("code", "description_id", "description_en", "duty_bps", "mfn_always", "tax_exempt") VALUES
  ('0901.11', 'Kopi biji, belum disangrai', 'Coffee beans, not roasted', 500, false, false),
  ('0901.21', 'Kopi sangrai, belum dihilangkan kafeinnya', 'Roasted coffee, not decaffeinated', 2000, false, false),
  ('0902.30', 'Teh hitam', 'Black tea', 2000, false, false),
  ('1806.32', 'Cokelat batangan, tidak diisi', 'Chocolate bars, not filled', 500, false, false),
  ('2106.90', 'Suplemen makanan', 'Food supplements', 1000, false, false),
  ('3303.00', 'Parfum dan air wangi', 'Perfumes and toilet waters', 1000, false, false),
  ('3304.10', 'Lipstik dan rias bibir', 'Lip make-up', 1000, false, false),
  ('3304.20', 'Rias mata', 'Eye make-up', 1000, false, false),
  ('3304.99', 'Krim dan perawatan kulit', 'Skin care creams', 1000, false, false),
  ('3305.10', 'Sampo', 'Shampoos', 1000, false, false),
  ('3926.90', 'Casing ponsel dan barang plastik lainnya', 'Phone cases and other plastic articles', 1000, false, false),
  ('4202.21', 'Tas tangan dari kulit', 'Handbags of leather', 2000, true, false),
  ('4202.32', 'Dompet dan barang saku', 'Wallets and pocket articles', 2000, true, false),
  ('4202.92', 'Tas dan koper dari tekstil', 'Bags and luggage of textile', 1500, true, false),
  ('4901.99', 'Buku ilmu pengetahuan', 'Books', 0, false, true),
  ('4902.90', 'Majalah dan terbitan berkala', 'Periodicals and magazines', 0, false, true),
  ('4903.00', 'Buku gambar dan mewarnai anak', 'Children''s picture and colouring books', 0, false, true),
  ('6109.10', 'Kaos dari katun, rajutan', 'T-shirts of cotton, knitted', 2500, true, false),
  ('6110.20', 'Sweter dan kardigan dari katun', 'Sweaters and cardigans of cotton', 2500, true, false),
  ('6203.42', 'Celana panjang pria dari katun', 'Men''s trousers of cotton', 2500, true, false),
  ('6204.44', 'Gaun wanita dari serat sintetis', 'Women''s dresses of synthetic fibres', 2500, true, false),
  ('6205.20', 'Kemeja pria dari katun', 'Men''s shirts of cotton', 2500, true, false),
  ('6206.40', 'Blus wanita dari serat buatan', 'Women''s blouses of man-made fibres', 2500, true, false),
  ('6214.10', 'Kerudung dan syal dari sutra', 'Scarves and veils of silk', 2500, true, false),
  ('6302.60', 'Handuk dari katun', 'Towels of cotton', 2500, true, false),
  ('6402.99', 'Sandal dan sepatu dari karet atau plastik', 'Footwear of rubber or plastics', 2500, true, false),
  ('6403.99', 'Sepatu dengan bagian atas dari kulit', 'Footwear with leather uppers', 2500, true, false),
  ('6404.11', 'Sepatu olahraga dengan bagian atas tekstil', 'Sports footwear with textile uppers', 3000, true, false),
  ('7117.19', 'Perhiasan imitasi', 'Imitation jewellery', 1000, false, false),
  ('8471.30', 'Laptop dan komputer jinjing', 'Laptops and portable computers', 0, false, false),
  ('8504.40', 'Pengisi daya dan adaptor', 'Chargers and power adapters', 500, false, false),
  ('8517.13', 'Telepon seluler pintar', 'Smartphones', 0, false, false),
  ('8518.30', 'Headphone dan earphone', 'Headphones and earphones', 1000, false, false),
  ('8523.51', 'Kartu memori', 'Memory cards', 0, false, false),
  ('9102.11', 'Jam tangan', 'Wrist-watches', 1000, false, false),
  ('9503.00', 'Mainan anak', 'Toys', 1000, false, false)
ON CONFLICT ("code") DO NOTHING;
