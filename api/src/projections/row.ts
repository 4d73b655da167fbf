import { DateTimeType, type EntitySchema, type InferEntity, type Opt } from '@mikro-orm/core';

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

const snakeCase = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);
const plans = new WeakMap<object, [property: string, column: string, isDate: boolean][]>();

/**
 * A row (as a read gives it, or as the projector made it) in its entity's shape, as em.map would
 * return it (camelCase, timestamps as Date), but a plain object: no EntityManager fork, no
 * identity map. The properties come from the entity's own definition. For answers built on
 * hot paths (a new team, a lookup by code), where the ORM's mapping cost more than the query.
 */
export function entityFromRow<Schema extends EntitySchema<any, any>>(schema: Schema, row: RowOf<Schema>): EntityOf<Schema> {
  let plan = plans.get(schema);
  if (!plan) {
    const properties = schema.meta.properties as Record<string, { type?: unknown }>;
    plan = Object.entries(properties).map(([name, prop]) => [name, snakeCase(name), prop.type === DateTimeType]);
    plans.set(schema, plan);
  }
  const source = row as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [property, column, isDate] of plan) {
    const value = source[column];
    out[property] = isDate && value != null ? new Date(value as string | Date) : (value ?? null);
  }
  return out as EntityOf<Schema>;
}
