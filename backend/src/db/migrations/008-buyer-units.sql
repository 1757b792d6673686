-- A cart line entered in the buyer's unit (1,2 t of HA12): what he asked, beside the whole units of sale the API made of it (src/lib/units).
ALTER TABLE cart_line ADD COLUMN asked_amount REAL;
ALTER TABLE cart_line ADD COLUMN asked_unit TEXT CHECK (asked_unit IN ('kg', 't', 'm', 'm2'));
