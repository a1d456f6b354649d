-- Product photos (issue 32 point 5) and the general job queue that makes their derivatives.

-- The photos of one colour of a product, in order: position 0 is the colour's main photo. The files live
-- in the photo storage (src/modules/photos/photo-storage.ts), named by content_hash: the original as
-- originals/<hash>.jpg, each derivative as <hash>-<width>.<avif|webp|jpg>.
CREATE TABLE product_photos (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  product_id   text NOT NULL,
  color        text NOT NULL,
  position     smallint NOT NULL CHECK (position >= 0),
  alt          text NOT NULL CHECK (length(btrim(alt)) > 0),
  -- sha256 (hex) of the normalised original (upload), or of the seed generator's input (seed: the generator
  -- is deterministic, so its input names its output, and the photo is made only when first asked for).
  content_hash text NOT NULL CHECK (content_hash ~ '^[0-9a-f]{64}$'),
  width        integer NOT NULL CHECK (width > 0),
  height       integer NOT NULL CHECK (height > 0),
  -- A 16 px wide WebP as a data: URL, shown (blurred) until the photo arrives.
  placeholder  text NOT NULL,
  -- pending: the job has not made every derivative yet (a missing one is made when first asked for);
  -- ready: all made; failed: the job gave up (the original could not be read).
  derivatives  text NOT NULL DEFAULT 'pending' CHECK (derivatives IN ('pending', 'ready', 'failed')),
  source       text NOT NULL DEFAULT 'upload' CHECK (source IN ('upload', 'seed')),
  created_at   timestamptz NOT NULL DEFAULT now(),
  updated_at   timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (product_id, color) REFERENCES product_variants (product_id, color) ON DELETE CASCADE,
  -- Deferred: a reorder moves every position in one statement.
  UNIQUE (product_id, color, position) DEFERRABLE INITIALLY DEFERRED
);

CREATE INDEX product_photos_hash_idx ON product_photos (content_hash);

-- Durable background jobs of any kind (photo derivatives first), claimed with FOR UPDATE SKIP LOCKED and a
-- lease exactly as mail_queue is (0011): a job survives a restart, is retried with backoff, and runs once
-- across API processes. `key` keeps one queued job per thing (a photo queued twice runs once).
CREATE TABLE job_queue (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind            text NOT NULL,
  key             text NOT NULL,
  payload         jsonb NOT NULL DEFAULT '{}'::jsonb,
  state           text NOT NULL DEFAULT 'queued' CHECK (state IN ('queued', 'done', 'failed')),
  tries           integer NOT NULL DEFAULT 0,
  next_attempt_at timestamptz NOT NULL DEFAULT now(),
  locked_until    timestamptz,
  last_error      text,
  created_at      timestamptz NOT NULL DEFAULT now(),
  done_at         timestamptz,
  failed_at       timestamptz
);

CREATE INDEX job_queue_due ON job_queue (next_attempt_at, id) WHERE state = 'queued';
CREATE UNIQUE INDEX job_queue_one_queued ON job_queue (kind, key) WHERE state = 'queued';

-- What shoppers see of a photo (its order, alt text, file) announces a catalogue change like the variants do
-- (0010), so that read caches and rendered pages drop it; the derivatives' state is the job's bookkeeping only.
CREATE TRIGGER product_photos_catalogue_changed
  AFTER INSERT OR DELETE OR UPDATE OF position, alt, content_hash, width, height, placeholder ON product_photos
  FOR EACH STATEMENT EXECUTE FUNCTION catalogue_changed();
