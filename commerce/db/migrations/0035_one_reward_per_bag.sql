-- SPEC §5: one Beauty Pass reward per customer per transaction. The bag service takes the bag's row lock before it
-- adds a reward, so two adds at once run one after the other; this index is the rule itself, should any path
-- write a reward line without that lock (a second reward line is refused with 23505, answered 409).
-- Bags that two racing adds left with two rewards keep the earlier one (the one the shopper chose first).
DELETE FROM bag_lines l
 USING bag_lines earlier
 WHERE l.kind = 'reward' AND earlier.kind = 'reward' AND earlier.bag_id = l.bag_id
   AND (earlier.added_at, earlier.id) < (l.added_at, l.id);

CREATE UNIQUE INDEX bag_lines_one_reward ON bag_lines (bag_id) WHERE kind = 'reward';
