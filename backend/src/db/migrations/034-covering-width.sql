-- A roofing or cladding sheet's covering (useful) width, metres: what one sheet covers across the roof once laid with
-- its side lap, less than its overall `width` (T40: 1,06 m overall, 1,00 m covering). Square metres ordered are turned
-- into sheets with it (domain/units/conversions.ts); null where a product has none, and the conversion then falls back
-- to `width`. The seed used to write it into the description only.
ALTER TABLE product ADD COLUMN covering_width REAL CHECK (covering_width IS NULL OR covering_width > 0);

-- A database seeded before this column gets the covering widths of the catalogue's sheets (the seed's SheetProfile
-- `useful`), by profile: the sheets cut to length ('ml') and the translucent plates laid in their place ('PLQ-'), not
-- the flashings, closures and ridges of the same profile; a fresh one is empty here and the seed writes them.
WITH covering(profile, width) AS (
  VALUES
    ('bac-t40', 1.0),
    ('bac-t35', 1.035),
    ('ondulee-76-18', 0.912),
    ('tuile-acier', 1.1),
    ('bardage-b35', 1.0)
)
UPDATE product SET covering_width = (SELECT c.width FROM covering c WHERE c.profile = product.profile)
WHERE profile IN (SELECT profile FROM covering) AND (unit = 'ml' OR reference LIKE 'PLQ-%');
