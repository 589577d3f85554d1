import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

const makeEmail = () => z.object({ email: z.email('Provide a valid Email'), name: z.string().trim().min(1) });

describe('lazySchema', () => {
  it('makes the schema the first time it is used, once', () => {
    let made = 0;
    const schema = lazySchema(() => {
      made += 1;
      return makeEmail();
    });
    expect(made).toBe(0);
    schema.parse({ email: 'rider@example.com', name: 'Rahim' });
    schema.safeParse({});
    expect(made).toBe(1);
  });

  it('validates, transforms and words its errors as the schema it stands for', () => {
    const eager = makeEmail();
    const lazy = lazySchema(makeEmail);
    for (const input of [{ email: 'rider@example.com', name: ' Rahim ' }, { email: 'rider', name: '' }, null]) {
      expect(lazy.safeParse(input)).toEqual(eager.safeParse(input));
    }
  });

  it('is a schema to zod: instanceof, `in`, inside other schemas and in JSON Schema', () => {
    const lazy = lazySchema(() => makeEmail().default({ email: 'rider@example.com', name: 'Rahim' }));
    expect('_zod' in lazy).toBe(true);
    expect(lazy).toBeInstanceOf(z.ZodDefault);
    const order = z.object({ buyer: lazy, note: lazySchema(() => z.string().min(1)).optional() });
    expect(
      order.safeParse({ buyer: { email: 'x', name: 'A' }, note: '' }).error?.issues.map((issue) => issue.path),
    ).toEqual([['buyer', 'email'], ['note']]);
    const eager = z.object({ buyer: makeEmail().default({ email: 'rider@example.com', name: 'Rahim' }) });
    expect(z.toJSONSchema(z.object({ buyer: lazy }))).toEqual(z.toJSONSchema(eager));
    expect(z.toJSONSchema(lazySchema(() => makeEmail().refine(() => true)))).toEqual(z.toJSONSchema(makeEmail()));
  });

  it('keeps the metadata its schema was given', () => {
    const lazy = lazySchema(() => z.string().describe('A rider'));
    expect(lazy.description).toBe('A rider');
    expect(z.toJSONSchema(lazy)).toEqual(z.toJSONSchema(z.string().describe('A rider')));
  });
});

type Module = Record<string, unknown>;

/** The contract's modules as loaded with `lazySchema` as given (or building each schema at once). */
async function loadContract(isEager: boolean): Promise<Module> {
  vi.resetModules();
  if (isEager) vi.doMock('./lazy-schema.js', () => ({ lazySchema: (build: () => unknown) => build() }));
  else vi.doUnmock('./lazy-schema.js');
  return { ...(await import('./index.js')), ...(await import('./bd-geo.js')) };
}

describe('the contract (docs/decisions/073-lazy-contract-schemas.md)', () => {
  it('makes no schema as its modules load', async () => {
    let made = 0;
    // zod calls this hook with every schema it makes (core.js `$constructor`).
    const config = globalThis as typeof globalThis & { __zod_globalConfig: { postProcessor?: () => void } };
    config.__zod_globalConfig.postProcessor = () => {
      made += 1;
    };
    try {
      await loadContract(false);
    } finally {
      delete config.__zod_globalConfig.postProcessor;
    }
    expect(made).toBe(0);
  });

  it('exports schemas that validate and describe themselves as when they were made at load', async () => {
    const eager = await loadContract(true);
    const lazy = await loadContract(false);
    const inputs: unknown[] = [undefined, null, {}, '', ' ১২ ', 0, -1, 12.345, [], { id: 'x', lines: [{}] }];
    const schemas = Object.entries(eager).filter(([, value]) => value instanceof z.ZodType);
    expect(schemas.length).toBeGreaterThan(200);
    for (const [name, eagerSchema] of schemas) {
      const lazySchemaOf = lazy[name] as z.ZodType;
      expect(lazySchemaOf, name).toBeInstanceOf((eagerSchema as z.ZodType).constructor);
      for (const io of ['input', 'output'] as const) {
        const describe = (schema: z.ZodType) => z.toJSONSchema(schema, { io, unrepresentable: 'any' });
        expect(describe(lazySchemaOf), `${name} (${io})`).toEqual(describe(eagerSchema as z.ZodType));
      }
      for (const input of inputs) {
        const result = (schema: z.ZodType) => {
          const { success, data, error } = schema.safeParse(input);
          return JSON.stringify({ success, data, issues: error?.issues });
        };
        expect(result(lazySchemaOf), `${name} on ${JSON.stringify(input)}`).toBe(result(eagerSchema as z.ZodType));
      }
    }
  });
});
