-- Studio admins (issue 31 follow-up): an account may also be an `admin`, an editor who also manages the studio's
-- people at /studio/people (adds editors and admins, sends them a password link, changes their role, removes them
-- from the studio). Admins use the studio like editors; shoppers still may not.
ALTER TABLE accounts DROP CONSTRAINT accounts_role_known;
ALTER TABLE accounts ADD CONSTRAINT accounts_role_known CHECK (role IN ('shopper', 'editor', 'admin'));
