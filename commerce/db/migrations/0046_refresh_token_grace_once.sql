-- A rotated refresh token is honoured once more within its 30 s grace window, not without limit (issue 20): the
-- grace answer marks the token, so a third use inside the window is refused (without ending the family, whose
-- newest token the rightful holder now has) and a thief replaying it within the window gets nothing more.
ALTER TABLE refresh_tokens ADD COLUMN grace_used_at timestamptz;
