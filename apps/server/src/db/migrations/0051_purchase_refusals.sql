-- Decision 043: a statement refuses by raising an error whose SQLSTATE (KR001) and message (the reason) the app reads,
-- so that a purchase's write and its COMMIT can go out in one round trip: a refused write never reaches the COMMIT.
CREATE FUNCTION konter_refuse(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION USING ERRCODE = 'KR001', MESSAGE = reason;
END
$$;
