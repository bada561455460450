-- The home delivery option an order was charged for (issue 7 checkout: standard, express, … from the
-- country's config); null for click and collect and for orders placed before options existed.
ALTER TABLE orders ADD COLUMN delivery_option text;
