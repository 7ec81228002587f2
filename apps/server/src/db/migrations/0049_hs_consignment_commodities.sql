-- MLO-04, decision 036: the HS reference follows PMK 96/2023 art. 29 as amended by PMK 4/2025 (in force 5 March 2025).
-- Instead of "always at MFN" and "tax exempt", each code names the certain commodity it belongs to, if any: consignments
-- of a certain commodity above USD 3 up to USD 1 500 pay that commodity's own duty rate (a tenant setting) and PPh,
-- books no PPN or PPh. The commodities by the PMK's own HS ranges: books 4901-4904, watches 9101-9102, cosmetics
-- 3303-3307, iron and steel chapter 73, bags 4202, textile products chapters 61-63, footwear chapter 64, bicycles 8712.
ALTER TABLE "mlo_hs_codes" ADD COLUMN "commodity" text;--> statement-breakpoint
UPDATE "mlo_hs_codes" SET "commodity" = CASE
  WHEN left("code", 4) IN ('4901', '4902', '4903', '4904') THEN 'books'
  WHEN left("code", 4) IN ('9101', '9102') THEN 'watches'
  WHEN left("code", 4) IN ('3303', '3304', '3305', '3306', '3307') THEN 'cosmetics'
  WHEN left("code", 2) = '73' THEN 'iron_steel'
  WHEN left("code", 4) = '4202' THEN 'bags'
  WHEN left("code", 2) IN ('61', '62', '63') THEN 'textiles'
  WHEN left("code", 2) = '64' THEN 'footwear'
  WHEN left("code", 4) = '8712' THEN 'bicycles'
END;--> statement-breakpoint
-- The general (MFN) rates of the cosmetics headings as PMK 96/2023's list of them gives them: 33.04 (make-up and skin
-- care), 33.05 (hair) and 33.06 (oral care) at 15%; 33.03 (perfumes) stays at 10%. 0036 and 0048 had 10% for these.
UPDATE "mlo_hs_codes" SET "duty_bps" = 1500
  WHERE left("code", 4) IN ('3304', '3305') OR "code" = '3306.10';--> statement-breakpoint
-- 5208.52 (printed cotton fabric) is chapter 52, not a textile product of chapters 61-63: it was marked "always MFN"
-- by 0048 and now pays the flat rate like any other good; the commodity rule above leaves it without a commodity.
ALTER TABLE "mlo_hs_codes" DROP COLUMN "mfn_always";--> statement-breakpoint
ALTER TABLE "mlo_hs_codes" DROP COLUMN "tax_exempt";
