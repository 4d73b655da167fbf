import type { InferEntity, Opt } from '@mikro-orm/core';

/**
 * A read model's row as the projector handles it, computed from its MikroORM entity so the
 * shape is declared once (the entity; the migration creates the table): the table's column
 * names (the ORM's underscore naming: `avatarIcon` → `avatar_icon`) with JSON values, as
 * PostgreSQL's `to_jsonb` gives them and `jsonb_populate_recordset` takes them — timestamps as
 * ISO strings, nullable columns as `null`.
 */
export type RowOf<Schema> = RowOfEntity<InferEntity<Schema>>;

/** The entity as `em.find` returns it (camelCase, timestamps as Date): what REST and GraphQL map. */
export type EntityOf<Schema> = InferEntity<Schema>;

type RowOfEntity<Entity> = { [P in keyof Entity & string as SnakeCase<P>]: Column<Entity[P]> };

type SnakeCase<S extends string> = S extends `${infer H}${infer T}` ? `${H extends Lowercase<H> ? H : `_${Lowercase<H>}`}${SnakeCase<T>}` : S;

// Opt marks a column with a default; it says nothing about the value.
type Column<V> = V extends Opt<infer U> ? JsonValue<U> : JsonValue<V>;
type JsonValue<V> = V extends Date ? string : V extends undefined ? never : V;
