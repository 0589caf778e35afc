#!/bin/sh
# Runs once, when the postgres volume is created: the role the app connects as (DATABASE_URL). It owns nothing;
# the app's migrations run as the owner (MIGRATION_DATABASE_URL = POSTGRES_USER) and grant it only what it needs,
# so it cannot rewrite the audit log. An existing volume: run the same statement once by hand (README "Security").
set -eu
psql -v ON_ERROR_STOP=1 --username "$POSTGRES_USER" --dbname "$POSTGRES_DB" \
  -v app_role="${APP_DB_USER:-innerweather_app}" -v app_password="${APP_DB_PASSWORD:-innerweather_app}" <<'SQL'
create role :"app_role" login password :'app_password';
SQL
