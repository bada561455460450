-- Buy now, pay later (SPEC §9: providers vary by country): which of the country's providers the shopper
-- chose for an order paid by buy_now_pay_later (atome, kredivo, …); null for every other method and for
-- orders placed before the provider was kept. A retried payment opens a new session with the same provider.
ALTER TABLE orders ADD COLUMN pay_later_provider text;
ALTER TABLE orders ADD CONSTRAINT orders_pay_later_provider_method CHECK (pay_later_provider IS NULL OR payment_method = 'buy_now_pay_later');
