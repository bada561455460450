-- Beauty Pass rewards are what they name (issue 21): a product reward is a variant of that product; a service
-- reward (the makeover at a store) is no bag product at all, so it has no SKU and is redeemed at the store.
ALTER TABLE rewards ADD COLUMN kind text NOT NULL DEFAULT 'product' CHECK (kind IN ('product', 'service'));
ALTER TABLE rewards ALTER COLUMN sku DROP NOT NULL;
ALTER TABLE rewards ADD CONSTRAINT rewards_product_sku CHECK ((kind = 'product') = (sku IS NOT NULL));
