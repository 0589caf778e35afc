const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs: a malformed one is simply not found (Postgres would refuse to compare it to a uuid). */
export const isUuid = (id: string) => UUID.test(id);
