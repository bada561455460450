-- Editors' studio (issue 18): an account is a shopper or a content editor. Editors may open /studio and
-- change content; every account registered through the shop is a shopper.
ALTER TABLE accounts ADD COLUMN role text NOT NULL DEFAULT 'shopper';
ALTER TABLE accounts ADD CONSTRAINT accounts_role_known CHECK (role IN ('shopper', 'editor'));
