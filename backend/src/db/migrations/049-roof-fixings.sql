-- The roof configurator's profiles gain their fixing plans, the pitch a lapped row needs, the steel tile's length
-- module, the stitching screws and saddles, and the ridge pieces' true cover (2 m less their 15 cm lap): a database
-- seeded before has the setting without them, which the configurator's answer requires (seed/site-data.ts CONFIGURATOR).
-- json_set, not json_patch: a merge patch drops the keys it sets to null.
UPDATE setting SET value = (
  SELECT json_set(setting.value, '$.profiles', json_group_array(json(
    CASE json_extract(p.value, '$.code')
      WHEN 'bac-t40' THEN json_set(p.value, '$.min_pitch_lapped_percent', 15, '$.fixing_ribs', 4, '$.purlin_spacing', NULL,
        '$.length_module', NULL, '$.ridge_useful_length', 1.85, '$.ridge_fits_hips', json('false'), '$.ridge_stitch_spacing', 0.3,
        '$.flashing_stitch_spacing', 0.5, '$.stitching_screw_reference', 'VIS-COUT-4820-250', '$.stitching_screws_per_box', 250,
        '$.saddle_reference', NULL, '$.saddles_per_box', 0)
      WHEN 'bac-t35' THEN json_set(p.value, '$.min_pitch_lapped_percent', 15, '$.fixing_ribs', 5, '$.purlin_spacing', NULL,
        '$.length_module', NULL, '$.ridge_useful_length', 1.85, '$.ridge_fits_hips', json('false'), '$.ridge_stitch_spacing', 0.3,
        '$.flashing_stitch_spacing', 0.5, '$.stitching_screw_reference', 'VIS-COUT-4820-250', '$.stitching_screws_per_box', 250,
        '$.saddle_reference', NULL, '$.saddles_per_box', 0)
      WHEN 'ondulee-76-18' THEN json_set(p.value, '$.min_pitch_lapped_percent', 15, '$.fixing_ribs', 12, '$.purlin_spacing', NULL,
        '$.length_module', NULL, '$.ridge_useful_length', 1.85, '$.ridge_fits_hips', json('true'), '$.ridge_stitch_spacing', NULL,
        '$.flashing_stitch_spacing', 0.5, '$.stitching_screw_reference', 'VIS-COUT-4820-250', '$.stitching_screws_per_box', 250,
        '$.saddle_reference', 'CAV-7618-100', '$.saddles_per_box', 100)
      WHEN 'tuile-acier' THEN json_set(p.value, '$.min_pitch_lapped_percent', 25, '$.fixing_ribs', NULL, '$.purlin_spacing', NULL,
        '$.length_module', json('{"step":0.35,"eave":0.1}'), '$.ridge_fits_hips', json('true'), '$.ridge_stitch_spacing', NULL,
        '$.flashing_stitch_spacing', 0.5, '$.stitching_screw_reference', 'VIS-COUT-4820-250', '$.stitching_screws_per_box', 250,
        '$.saddle_reference', NULL, '$.saddles_per_box', 0)
      ELSE json_set(p.value, '$.min_pitch_lapped_percent', 15, '$.fixing_ribs', NULL, '$.purlin_spacing', NULL, '$.length_module', NULL,
        '$.ridge_fits_hips', json('false'), '$.ridge_stitch_spacing', NULL, '$.flashing_stitch_spacing', NULL,
        '$.stitching_screw_reference', 'VIS-COUT-4820-250', '$.stitching_screws_per_box', 250, '$.saddle_reference', NULL, '$.saddles_per_box', 0)
    END) ORDER BY CAST(p.key AS INTEGER)))
  FROM json_each(setting.value, '$.profiles') p
)
WHERE key = 'configurator' AND json_extract(value, '$.profiles[0].min_pitch_lapped_percent') IS NULL;
