/** One key of an index or of a sort: a field and its direction (1 or -1). */
export interface KeyPart {
  field: string;
  direction: 1 | -1;
}

/**
 * What an index can do for one filter: the fields it pins to values (`=`, `$eq`, `$in`,
 * `$elemMatch`), the fields it bounds (`$gt`, `$ne`, regular expressions, `$exists`…), and, for
 * `$or`, one such shape per branch (each branch must be served on its own).
 */
export interface FilterShape {
  equality: string[];
  range: string[];
  /**
   * The equality fields pinned only by a list (`$in`, `$all`, `$elemMatch`): MongoDB serves them
   * from an index, FerretDB's PostgreSQL backend pushes none of them down (decision 030).
   */
  listed?: string[];
  or?: FilterShape[];
}

/** An index a model declares: its keys in order, and whether it is unique. */
export interface DeclaredIndex {
  keys: KeyPart[];
  unique?: boolean;
}

/** A query as the index sees it: which collection, which filter shape, which sort. */
export interface QueryShape {
  collection: string;
  filter: FilterShape;
  sort: KeyPart[];
}

const EQUALITY_OPERATORS = new Set(['$eq', '$in', '$elemMatch', '$all']);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' &&
  value !== null &&
  !Array.isArray(value) &&
  !(value instanceof RegExp) &&
  !(value instanceof Date) &&
  Object.getPrototypeOf(value) === Object.prototype;

const isOperatorObject = (value: unknown): value is Record<string, unknown> =>
  isPlainObject(value) &&
  Object.keys(value).length > 0 &&
  Object.keys(value).every((k) => k.startsWith('$'));

function add(into: Set<string>, field: string) {
  into.add(field);
}

/** The shape of a MongoDB filter: which fields are pinned, which are bounded, which `$or` branches. */
export function filterShape(filter: unknown): FilterShape {
  const equality = new Set<string>();
  const range = new Set<string>();
  const plain = new Set<string>();
  const or: FilterShape[] = [];
  const visit = (part: unknown) => {
    if (!isPlainObject(part)) return;
    for (const [key, value] of Object.entries(part)) {
      if (key === '$and' && Array.isArray(value)) {
        value.forEach(visit);
      } else if (key === '$or' && Array.isArray(value)) {
        // Nested $or under $and would multiply branches; one level is what the services write.
        or.push(...value.map(filterShape));
      } else if (key.startsWith('$')) {
        // $nor, $expr, $where, $text: evaluated document by document, never from an index.
        add(range, key);
      } else if (value instanceof RegExp) {
        add(range, key);
      } else if (isOperatorObject(value)) {
        const operators = Object.keys(value).filter((op) => op !== '$options');
        if (operators.every((op) => EQUALITY_OPERATORS.has(op))) {
          add(equality, key);
          if (operators.includes('$eq')) add(plain, key);
        } else add(range, key);
      } else {
        add(equality, key);
        add(plain, key);
      }
    }
  };
  visit(filter);
  for (const field of equality) range.delete(field);
  const shape: FilterShape = { equality: [...equality].sort(), range: [...range].sort() };
  const listed = [...equality].filter((field) => !plain.has(field)).sort();
  if (listed.length > 0) shape.listed = listed;
  if (or.length > 0) shape.or = or;
  return shape;
}

const direction = (value: unknown): 1 | -1 =>
  value === -1 || value === '-1' || value === 'desc' || value === 'descending' ? -1 : 1;

/** Index keys or a sort, in order, from the forms mongoose and the driver use. */
export function keyParts(spec: unknown): KeyPart[] {
  if (spec == null) return [];
  if (typeof spec === 'string') {
    return spec
      .split(/\s+/)
      .filter(Boolean)
      .map((f) =>
        f.startsWith('-') ? { field: f.slice(1), direction: -1 } : { field: f, direction: 1 },
      );
  }
  const entries: [string, unknown][] =
    spec instanceof Map
      ? [...spec.entries()]
      : Array.isArray(spec)
        ? spec.map((e) => (Array.isArray(e) ? [String(e[0]), e[1]] : [String(e), 1]))
        : Object.entries(spec as Record<string, unknown>);
  return entries.map(([field, value]) => ({ field, direction: direction(value) }));
}

function describeFilter(shape: FilterShape): string {
  const listed = new Set(shape.listed);
  const parts = [
    ...shape.equality.map((f) => `${f}: ${listed.has(f) ? 'in' : '='}`),
    ...shape.range.map((f) => `${f}: range`),
  ];
  if (shape.or) parts.push(`$or: [${shape.or.map(describeFilter).join(', ')}]`);
  return `{${parts.length ? ` ${parts.join(', ')} ` : ''}}`;
}

/** A stable, readable text for a query shape, e.g. `grade_entries {studentId: =} sort {recordedAt: -1}`. */
export function describeShape(shape: Omit<QueryShape, 'collection'>): string {
  const sort = shape.sort.length
    ? ` sort {${shape.sort.map((k) => `${k.field}: ${k.direction}`).join(', ')}}`
    : '';
  return `${describeFilter(shape.filter)}${sort}`;
}

export function describeIndex({ keys, unique }: DeclaredIndex): string {
  return `{${keys.map((k) => `${k.field}: ${k.direction}`).join(', ')}}${unique ? ' unique' : ''}`;
}
