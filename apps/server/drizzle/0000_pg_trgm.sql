-- Similar-name search compares vendors' normalized names by trigram similarity (GIN index in the next migration).
-- pg_trgm is a trusted extension (PostgreSQL 13+), so a database owner may create it without superuser rights.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
