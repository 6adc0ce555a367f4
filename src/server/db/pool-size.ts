/**
 * Connections to a PostgreSQL server per process, and statements the query scheduler lets run
 * at once, unless DB_POOL_MAX says otherwise: ten, the driver's own default. Several servers on
 * one database each hold this many, so their sum must stay under the server's max_connections.
 */
export const DEFAULT_POSTGRES_POOL_MAX = 10;
