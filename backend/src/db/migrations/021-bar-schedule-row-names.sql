-- One schedule row for every call (issue 44): the saved revisions' rows take the names of POST /nomenclature/calcul
-- (diameter_mm → diameter, dims → dimensions, bars_each → bars_per_member), each key where the API writes it, so that
-- a revision read back answers the row it is sent. Rows already in the new names (none has bars_each) are left.
UPDATE bar_schedule_revision
SET rows = (
  SELECT json_group_array(
    json_object(
      'member', json_extract(r.value, '$.member'),
      'mark', json_extract(r.value, '$.mark'),
      'grade', json_extract(r.value, '$.grade'),
      'diameter', json_extract(r.value, '$.diameter_mm'),
      'shape_code', json_extract(r.value, '$.shape_code'),
      'dimensions', json(coalesce(json_extract(r.value, '$.dims'), '{}')),
      'given_length_mm', json_extract(r.value, '$.given_length_mm'),
      'members', json_extract(r.value, '$.members'),
      'bars_per_member', json_extract(r.value, '$.bars_each')
    ) ORDER BY r.key
  )
  FROM json_each(bar_schedule_revision.rows) AS r
)
WHERE rows LIKE '%"bars_each"%';
