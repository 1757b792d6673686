-- What a change of a cart and a new saved list asked, beside the client's key for it: sent again with the same key (its
-- answer lost), the same request is answered as made; another request under that key is refused (409) rather than
-- answered with the first one's result and lost (cart/carts.ts, saved-lists/saved-lists.ts). Rows kept from before
-- have none, and are taken as the same request.
ALTER TABLE cart_request ADD COLUMN request_digest TEXT;
ALTER TABLE saved_list ADD COLUMN request_digest TEXT;
