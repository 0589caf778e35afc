import type { ColumnType } from 'kysely';

/** Column types as the application sees them (CamelCasePlugin maps snake_case columns). */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
export type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
export type Json<T> = ColumnType<T, string, string>;
