/** The key under which a queued job carries the id of the request that dispatched it, beside (never inside) its payload. */
export const JOB_REQUEST_ID = '_requestId';
