-- The changes made to a cart under the client's key for them (cart/carts.ts): an addition sent again, its answer lost
-- on an island's network, is made once, and not refused for the stock it took the first time.
CREATE TABLE cart_request (
  cart_id INTEGER NOT NULL REFERENCES cart(id) ON DELETE CASCADE,
  request_key TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (cart_id, request_key)
) WITHOUT ROWID;
