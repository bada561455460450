-- The order confirmation email (issue 21): when it went out. Set once, by a conditional update in the
-- transaction that records the payment as paid, so the email is sent exactly once; the order page says "we
-- have emailed the details" only when it is set. Orders paid before this column existed stay null.
ALTER TABLE orders ADD COLUMN confirmation_sent_at timestamptz;
