-- Decision 044: a purchase's NOTIFY (its holder's balance.changed) goes out in a transaction of its own, right behind
-- the purchase's COMMIT in the same round trip. A transaction that notifies takes a database-wide lock at its commit
-- and holds it until the commit is on disk, so notifying purchases committed one flush at a time instead of sharing
-- flushes. This transaction writes nothing but the notification, so its commit need not wait for the disk.
CREATE PROCEDURE konter_notify_committed(notifications jsonb) LANGUAGE plpgsql AS $$
BEGIN
  PERFORM set_config('synchronous_commit', 'off', true);
  PERFORM pg_notify(n->>'channel', n->>'payload') FROM jsonb_array_elements(notifications) n;
END
$$;
