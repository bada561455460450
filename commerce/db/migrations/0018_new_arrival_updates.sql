-- Beauty Pass Gold's new-arrival updates (issue 9, SPEC §6): each new product is announced to a gold member
-- once. The job inserts the pairs it announces and mails only what it inserted, so two runs at once still
-- send each product once.
CREATE TABLE new_arrival_updates (
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  product_id int NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL,
  PRIMARY KEY (account_id, product_id)
);
