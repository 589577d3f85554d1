import { globalRegistry, type core } from 'zod';

/**
 * A schema made the first time it is used, not when its module loads.
 *
 * zod 4 does real work to make a schema, and the web app's pages import modules of this contract
 * whose schemas they do not use as they start, if at all: made at load, they held the main thread
 * of every signed-in page's start (docs/decisions/073-lazy-contract-schemas.md).
 *
 * The object returned is the schema itself, not a stand-in: the first time anything is read from
 * it (a method, `_zod`, `in`), `build` runs and the object is made a schema of the same kind with
 * the same definition, as zod's own `clone` makes a copy. Until then its prototype is the trap that
 * notices that first read; after, nothing stands between zod and the schema, so parsing, JSON
 * Schema, `instanceof` and identity are zod's own. Only a schema's own keys can be listed before it
 * is first read (none): spread an object of lazy schemas, never a lazy object.
 *
 * Marked free of side effects: a bundle drops a lazy schema that nothing imports from a module it
 * keeps for its other exports.
 */
/* @__NO_SIDE_EFFECTS__ */
export function lazySchema<Schema extends core.$ZodType>(build: () => Schema): Schema {
  const schema = Object.create(null) as Schema;
  const make = () => {
    const made = build();
    Object.setPrototypeOf(schema, Object.getPrototypeOf(made));
    // zod's constructor initialises `this` when called without `new` (core.js `$constructor`).
    Reflect.apply(made._zod.constr, schema, [made._zod.def]);
    // What zod keeps beside the definition: the schema a refinement was made from, and metadata.
    if (made._zod.parent) schema._zod.parent = made._zod.parent;
    const metadata = globalRegistry.get(made);
    if (metadata) globalRegistry.remove(made).add(schema, metadata);
  };
  Object.setPrototypeOf(
    schema,
    new Proxy(Object.create(null) as object, {
      get(_trap, key, receiver) {
        make();
        return Reflect.get(schema, key, receiver);
      },
      has(_trap, key) {
        make();
        return Reflect.has(schema, key);
      },
      set(_trap, key, value, receiver) {
        make();
        return Reflect.set(schema, key, value, receiver);
      },
    }),
  );
  return schema;
}
