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

-- A database seeded before this table gets the wires of the catalogue's meshes (the seed's ST_MESHES and PAF_MESHES,
-- by their reference's prefix); a fresh one is empty here and the seed writes them.
WITH mesh(prefix, pitch_long_mm, pitch_trans_mm, wire_long_mm, wire_trans_mm) AS (
  VALUES
    ('ST10-', 200, 300, 5.5, 5.5),
    ('ST15C-', 200, 200, 6, 6),
    ('ST20-', 150, 300, 6, 7),
    ('ST25-', 150, 300, 7, 7),
    ('ST25C-', 150, 150, 7, 7),
    ('ST30-', 100, 300, 6, 7),
    ('ST35-', 100, 300, 7, 7),
    ('ST40C-', 100, 100, 7, 7),
    ('ST50-', 100, 300, 8, 8),
    ('ST50C-', 100, 100, 8, 8),
    ('ST60-', 100, 300, 9, 8),
    ('ST65C-', 100, 100, 9, 9),
    ('PAF10-', 100, 100, 3.5, 3.5),
    ('PAFC-', 150, 150, 4.5, 4.5),
    ('PAFR-', 150, 300, 5, 4),
    ('PAFV-', 200, 200, 4, 4)
)
INSERT INTO mesh_panel (product_id, pitch_long_mm, pitch_trans_mm, wire_long_mm, wire_trans_mm)
SELECT p.id, m.pitch_long_mm, m.pitch_trans_mm, m.wire_long_mm, m.wire_trans_mm
FROM product p JOIN mesh m ON substr(p.reference, 1, length(m.prefix)) = m.prefix;
