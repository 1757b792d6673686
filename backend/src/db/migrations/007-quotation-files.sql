-- Files sent with a quotation request (the plan of a bar schedule): described here, their bytes under data/uploads/<quotation number>/.
CREATE TABLE quotation_file (
  id INTEGER PRIMARY KEY,
  quotation_id INTEGER NOT NULL REFERENCES quotation(id) ON DELETE CASCADE,
  field TEXT NOT NULL,
  name TEXT NOT NULL,
  type TEXT NOT NULL,
  size INTEGER NOT NULL,
  path TEXT NOT NULL
);
CREATE INDEX quotation_file_quotation ON quotation_file(quotation_id);
