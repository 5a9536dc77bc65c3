import { z } from 'zod';
import { countSchema, userSchema } from './index';
import { lazySchema } from './lazy-schema';

describe('lazySchema', () => {
  it('builds nothing until the schema is first used, then builds it once', () => {
    const build = jest.fn(() => z.object({ count: z.number() }));
    const schema = lazySchema(build);
    expect(build).not.toHaveBeenCalled();
    expect(schema.parse({ count: 2 })).toEqual({ count: 2 });
    expect(schema.safeParse({ count: 'two' }).success).toBe(false);
    expect(build).toHaveBeenCalledTimes(1);
  });

  it('composes, extends and spreads like the schema it stands for', () => {
    const base = lazySchema(() => z.object({ id: z.string() }));
    const shape = lazySchema(() => ({ note: z.string().optional() }));
    const wider = z.object({ item: base, ...shape }).extend({ n: countSchema });
    expect(wider.parse({ item: { id: 'a' }, n: { count: 1 } })).toEqual({
      item: { id: 'a' },
      n: { count: 1 },
    });
    expect(() => wider.parse({ item: {}, n: { count: 1 } })).toThrow(z.ZodError);
    expect(base).toBeInstanceOf(z.ZodObject);
    expect(Object.keys(base.shape)).toEqual(['id']);
  });

  it('leaves the contracts’ schemas working as before', () => {
    expect(userSchema.safeParse({}).success).toBe(false);
    expect(countSchema.parse({ count: 0 })).toEqual({ count: 0 });
  });
});
