-- What the delivery a proposal speaks of costs, in cents HT: 0 when it is included, NULL when the proposal says nothing of it
-- (the carrier's price then applies at checkout, as before). The checkout of an accepted quotation charges it for any carrier
-- that delivers (src/lib/checkout.ts, shippingPrice): « Livraison en deux fois incluse » is not billed 145 € at checkout.
ALTER TABLE quotation_proposal ADD COLUMN delivery_ht INTEGER CHECK (delivery_ht IS NULL OR delivery_ht >= 0);
