-- Beauty Pass perks enforced in bookings (issue 9, SPEC §6): gold members' event invitations and custom
-- makeovers are activities that only members of the given tier (or above) may book. NULL = open to everyone.
ALTER TABLE booking_activities
  ADD COLUMN required_tier text CHECK (required_tier IS NULL OR required_tier IN ('black', 'gold'));
