-- Who of the customer's people made a quotation's move: a company's people share its quotations, and its history said
-- « Vous » of every buyer's move, whoever read it (quotations/quotation-answer.ts). The office's moves, and the buyer's
-- written before, name no one; a request's asker and an order's buyer are known, and filled in.
ALTER TABLE quotation_event ADD COLUMN customer_id INTEGER REFERENCES customer(id);
UPDATE quotation_event SET customer_id = (SELECT q.customer_id FROM quotation q WHERE q.id = quotation_event.quotation_id)
  WHERE actor = 'customer' AND action = 'request';
UPDATE quotation_event SET customer_id = (SELECT o.customer_id FROM quotation q JOIN "order" o ON o.id = q.order_id WHERE q.id = quotation_event.quotation_id)
  WHERE actor = 'customer' AND action = 'order';
