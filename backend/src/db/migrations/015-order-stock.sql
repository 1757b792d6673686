-- The stock an order took, product by product, so that cancelling it gives back exactly that (a product's lead time or
-- the rounding of a coil's metres may change afterwards). Orders placed before have no rows: their cancellation gives nothing back.
CREATE TABLE order_stock (
  order_id INTEGER NOT NULL REFERENCES "order"(id) ON DELETE CASCADE,
  product_id INTEGER NOT NULL REFERENCES product(id),
  quantity INTEGER NOT NULL CHECK (quantity > 0),
  PRIMARY KEY (order_id, product_id)
);
