-- PostGIS first: every later capability stores geometry. PostGIS 3.3 (Debian) and 3.6 (PGlite) both have it.
CREATE EXTENSION IF NOT EXISTS postgis;
