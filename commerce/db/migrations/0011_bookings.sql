-- Bookings (issue 10): beauty services, beauty classes and store events of a store, the artists who give
-- them, the questions a service asks, their sessions (slots) and members' reservations. A session's seats are
-- a counter guarded by a check (seats_taken <= capacity): a seat is taken by one conditional update, so the
-- last seat goes to exactly one shopper on any PostgreSQL. Times are timestamptz; a store's time zone is
-- stores.time_zone. Names, descriptions and questions are per language: { "en": "…", "th": "…", … }.

CREATE TABLE booking_artists (
  id serial PRIMARY KEY,
  -- Seed identity (the seed upserts by it).
  seed_key text NOT NULL UNIQUE,
  store_id int NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  name text NOT NULL,
  title jsonb NOT NULL DEFAULT '{}'
);

CREATE TABLE booking_activities (
  id serial PRIMARY KEY,
  seed_key text NOT NULL UNIQUE,
  store_id int NOT NULL REFERENCES stores (id) ON DELETE CASCADE,
  kind text NOT NULL CHECK (kind IN ('service', 'class', 'event')),
  name jsonb NOT NULL,
  summary jsonb NOT NULL DEFAULT '{}',
  description jsonb NOT NULL DEFAULT '{}',
  duration_minutes int NOT NULL CHECK (duration_minutes > 0 AND duration_minutes <= 24 * 60),
  -- Minor units of the store's country currency; 0 = free.
  price int NOT NULL CHECK (price >= 0),
  -- Seats per session (a service: one per artist and time).
  capacity int NOT NULL CHECK (capacity > 0),
  position int NOT NULL DEFAULT 0,
  active boolean NOT NULL DEFAULT true
);
CREATE INDEX booking_activities_store ON booking_activities (store_id, kind);

CREATE TABLE booking_activity_artists (
  activity_id int NOT NULL REFERENCES booking_activities (id) ON DELETE CASCADE,
  artist_id int NOT NULL REFERENCES booking_artists (id) ON DELETE CASCADE,
  PRIMARY KEY (activity_id, artist_id)
);

CREATE TABLE booking_questions (
  id serial PRIMARY KEY,
  seed_key text NOT NULL UNIQUE,
  activity_id int NOT NULL REFERENCES booking_activities (id) ON DELETE CASCADE,
  position int NOT NULL,
  text jsonb NOT NULL,
  required boolean NOT NULL DEFAULT false,
  max_length int NOT NULL DEFAULT 500 CHECK (max_length > 0 AND max_length <= 500)
);
CREATE INDEX booking_questions_activity ON booking_questions (activity_id, position);

CREATE TABLE booking_sessions (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  activity_id int NOT NULL REFERENCES booking_activities (id) ON DELETE CASCADE,
  -- A service's session is one artist's; a class or event may name its host.
  artist_id int REFERENCES booking_artists (id) ON DELETE CASCADE,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  capacity int NOT NULL CHECK (capacity > 0),
  seats_taken int NOT NULL DEFAULT 0,
  CHECK (ends_at > starts_at),
  CHECK (seats_taken >= 0 AND seats_taken <= capacity)
);
-- One session per activity, artist and start (what the rolling seed relies on to stay idempotent).
CREATE UNIQUE INDEX booking_sessions_unique ON booking_sessions (activity_id, coalesce(artist_id, 0), starts_at);
CREATE INDEX booking_sessions_start ON booking_sessions (activity_id, starts_at);

CREATE TABLE reservations (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  -- BK-<country>-<8 characters>, what the shopper is told.
  confirmation_number text NOT NULL UNIQUE,
  account_id bigint NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  activity_id int NOT NULL REFERENCES booking_activities (id),
  -- The session now held; null only for a booking recorded from an external provider without a time.
  session_id bigint REFERENCES booking_sessions (id),
  country char(2) NOT NULL REFERENCES countries (code),
  language text NOT NULL,
  status text NOT NULL CHECK (status IN ('confirmed', 'rescheduled', 'cancelled')),
  full_name text NOT NULL CHECK (char_length(full_name) BETWEEN 1 AND 100),
  email text NOT NULL,
  calling_code text NOT NULL,
  phone text NOT NULL,
  -- [{ "questionId": 1, "question": "…" (as asked), "answer": "…" (≤ 500) }]
  answers jsonb NOT NULL DEFAULT '[]',
  provider text NOT NULL DEFAULT 'embedded' CHECK (provider IN ('embedded', 'booxi')),
  provider_reference text,
  -- When an external provider's booking starts (no session of ours).
  external_starts_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  cancelled_at timestamptz,
  CHECK (provider <> 'embedded' OR session_id IS NOT NULL),
  CHECK ((status = 'cancelled') = (cancelled_at IS NOT NULL)),
  UNIQUE (provider, provider_reference)
);
CREATE INDEX reservations_account ON reservations (account_id, created_at DESC);
CREATE INDEX reservations_session ON reservations (session_id);

-- Each reschedule: the session left and the one taken (kept with their start times as they were).
CREATE TABLE reservation_changes (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id bigint NOT NULL REFERENCES reservations (id) ON DELETE CASCADE,
  from_session_id bigint NOT NULL REFERENCES booking_sessions (id),
  to_session_id bigint NOT NULL REFERENCES booking_sessions (id),
  from_starts_at timestamptz NOT NULL,
  to_starts_at timestamptz NOT NULL,
  changed_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reservation_changes_reservation ON reservation_changes (reservation_id, id);
