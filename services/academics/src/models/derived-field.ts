/**
 * A schema field stored beside the fields it is derived from (so a read can filter on it as a
 * top-level equality): new documents get it by default, and the validator refuses a document where
 * it disagrees. `derive` answers undefined when the document does not carry what it is derived
 * from (an update's validator context has no document to compare with).
 */
export function derivedField<T>(
  type: typeof Boolean | typeof String,
  derive: (doc: Record<string, unknown>) => T | undefined,
  message: string,
) {
  const of = (doc: unknown) => derive((doc ?? {}) as Record<string, unknown>);
  return {
    type,
    required: true,
    default(this: unknown): T | undefined {
      return of(this);
    },
    validate: {
      validator(this: unknown, value: T): boolean {
        const expected = of(this);
        return expected === undefined || value === expected;
      },
      message,
    },
  };
}
