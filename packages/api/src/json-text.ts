import type { Context } from './context.ts';

/**
 * An answer the server has already written as JSON, which the REST adapter (apps/api/src/http/rest.ts) and the
 * plain tRPC calls over HTTP (apps/api/src/http/trpc.ts) send as it is: no output check, no JSON.stringify.
 * Checking and serialising a value the server built itself, of a fixed shape, cost more than the rest of a list call
 * (a year of the timeline: 365 points checked and written again). A procedure answers one only when its context
 * says the adapter sends it (`ctx.sendsJsonText`); tRPC's own handlers and callers always get the value, checked as
 * every output is. The tests hold these answers to the OpenAPI document's schemas and to tRPC's own handler's
 * answers (rest-json-answers.test.ts, trpc-answers.test.ts).
 */
export class JsonText {
  constructor(readonly text: string) {}
}

/** `value` as JSON text for the REST adapter, else as it is: for a value the server built itself, typed by its schema. */
export function jsonAnswer<T>(ctx: Pick<Context, 'sendsJsonText'>, value: T): T | JsonText {
  return ctx.sendsJsonText ? new JsonText(JSON.stringify(value)) : value;
}
