-- A line of an accepted quotation's cart that the sales office added to what the buyer asked for (the study, the cages'
-- assembly…): the cart, the checkout's recap, the order and its PDFs say so, as the quotation did. Carts made before have none.
ALTER TABLE cart_line ADD COLUMN added_by_office INTEGER NOT NULL DEFAULT 0 CHECK (added_by_office IN (0, 1));
