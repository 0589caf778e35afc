import { AppError } from '@innerweather/core/shared/errors';
import { isIdNotFoundIssue } from '@innerweather/validators/ids';
import { findUnsafeText } from '@innerweather/validators/text';
import { type z, ZodError, ZodRealError, type ZodType } from 'zod';
import { JsonText } from './json-text.ts';

/**
 * A procedure's schemas as tRPC should see them; every `.input()` and `.output()` passes its schema through one of
 * these (lint holds every router to it). tRPC validates with `parseAsync` whenever a schema has one, and zod's
 * asynchronous parse skips the compiled fast path of its objects, costing three to four times the synchronous
 * parse (a 365-day timeline's output check: 215 against 64 µs). None of our schemas is asynchronous, so tRPC is
 * handed the schema with a `parseAsync` that parses synchronously; zod itself throws if a schema ever needs an
 * asynchronous parse. The schema is not changed (the OpenAPI document reads it through its prototype) nor copied.
 */
function parsedSynchronously<TSchema extends ZodType>(
  schema: TSchema,
  parse: (value: unknown) => unknown,
): TSchema {
  // Object.create is typed `any`: the object made is the schema itself with one method of its own.
  return Object.create(schema, {
    parseAsync: { value: (value: unknown) => Promise.resolve(parse(value)) },
  }) as TSchema;
}

/**
 * An input schema is also where every call's input is made safe for a query, in one place for tRPC and REST alike:
 * an id that is not a UUID answers 404 as another user's id does, and text no column can hold (a NUL, a lone
 * surrogate, in any field, array item or JSON value) answers 400 naming the field.
 */
export function checkedInput<TSchema extends ZodType>(schema: TSchema): TSchema {
  return parsedSynchronously(schema, (value) => {
    let parsed: unknown;
    try {
      parsed = schema.parse(value);
    } catch (err) {
      const id = err instanceof ZodError ? err.issues.find(isIdNotFoundIssue) : undefined;
      throw id ? new AppError('NOT_FOUND', id.message) : err;
    }
    const unsafe = findUnsafeText(parsed);
    if (unsafe)
      // ZodRealError is the Error that zod's own parse throws: a plain ZodError is not an Error and tRPC drops it.
      throw new ZodRealError([{ code: 'custom', path: unsafe.path, message: unsafe.message, input: value }]);
    return parsed;
  });
}

/**
 * An output schema: parsed synchronously, fields the schema does not name stripped. A procedure may also answer
 * JSON text it wrote itself for the REST adapter (json-text.ts), which passes unchecked.
 */
export function checkedOutput<TSchema extends ZodType>(
  schema: TSchema,
): ZodType<z.output<TSchema>, z.input<TSchema> | JsonText> {
  // Typed to take JSON text besides the schema's input; what tRPC and the OpenAPI document read is the schema.
  return parsedSynchronously(schema, (value) =>
    value instanceof JsonText ? value : schema.parse(value),
  ) as unknown as ZodType<z.output<TSchema>, z.input<TSchema> | JsonText>;
}
