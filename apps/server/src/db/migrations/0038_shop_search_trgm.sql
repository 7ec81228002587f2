-- SHP-01: the shop's search forgives typos by trigram word similarity (pg_trgm ships with PostgreSQL's contrib, in
-- the embedded server's binaries too, and is a trusted extension: the database owner may create it).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
