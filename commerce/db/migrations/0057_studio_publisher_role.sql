-- Studio publishers (issue 33): an editor drafts; a `publisher` also publishes and unpublishes; an admin does both and
-- manages the studio's people. An existing editor stays an editor, so who may publish is an admin's choice.
ALTER TABLE accounts DROP CONSTRAINT accounts_role_known;
ALTER TABLE accounts ADD CONSTRAINT accounts_role_known CHECK (role IN ('shopper', 'editor', 'publisher', 'admin'));
