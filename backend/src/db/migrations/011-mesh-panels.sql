-- Welded mesh's wires, per product (panels and rolls), for the layout tool (POST /treillis/calepinage, src/lib/mesh-layout).
-- The seed used to write them into the description only; the layout needs them as numbers.
-- pitch_long_mm: spacing of the longitudinal wires (measured across the width); pitch_trans_mm: of the transverse ones (along the length).
CREATE TABLE mesh_panel (
  product_id INTEGER PRIMARY KEY REFERENCES product(id) ON DELETE CASCADE,
  pitch_long_mm INTEGER NOT NULL CHECK (pitch_long_mm > 0),
  pitch_trans_mm INTEGER NOT NULL CHECK (pitch_trans_mm > 0),
  wire_long_mm REAL NOT NULL CHECK (wire_long_mm > 0),
  wire_trans_mm REAL NOT NULL CHECK (wire_trans_mm > 0)
);
