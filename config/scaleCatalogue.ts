/**
 * The scale bench's catalogue (docs/performance.md "Catalogue scale"): a Vite plugin that grows
 * the 48 real products to `size` while the bench builds, so what a page costs at 480 or 4,800
 * products is measured, not guessed. Nothing of it is committed or reaches `npm run build`.
 *
 * Product `k` above 48 is made from real product `((k - 1) % 48) + 1`, its base: a new id, a new
 * name ("… Small Batch No. 3"), a new price (the base's, moved by up to ±15 % and ending in .99),
 * the base's category, sizes, facts, certificate, copy and artwork. Each is written into the data
 * module as literal data, as a real catalogue's would be, so the bytes it adds are real bytes.
 *
 * It finds each table by its declaration (TypeScript's parser) and adds the new rows right after
 * it, before any code of the module reads it. A table that is renamed or moved fails the build
 * here, so the bench cannot quietly measure the 48.
 */
import ts from 'typescript';
import type { Plugin } from 'vite';

/** The real catalogue's size: products 1..48. */
export const REAL_CATALOGUE = 48;

/** How a table grows: rows copied per id, ids listed, or entries made new. */
type Growth = 'record' | 'idList' | 'listings' | 'artUrls';

/** Per catalogue module (path under src/catalogue/), the tables keyed by product id. */
const TABLES: Readonly<Record<string, Readonly<Record<string, Growth>>>> = {
  'listings.ts': { entries: 'listings' },
  'products.ts': { descriptions: 'record' },
  'productDetails.ts': { details: 'record' },
  'facts.ts': { productEntries: 'record' },
  'labResults.ts': { productRows: 'record', hardwareIds: 'idList', botanicalIds: 'idList' },
  'shopFacets.ts': { shopFacetValues: 'record' },
  'productArt.ts': { productUrls: 'artUrls' },
};

const DROPS = ['Small Batch', 'Reserve', 'Harvest', 'Limited', 'Select', 'Estate', 'Craft'];

/** The real product a generated one is made from. */
export const baseOf = (id: number) => ((id - 1) % REAL_CATALOGUE) + 1;

/** A price moved by a fixed, id-derived step of up to ±15 %, ending in 99 cents. */
function movedPrice(cents: number, id: number): number {
  const factor = 0.85 + ((id * 37) % 31) / 100;
  return Math.max(99, Math.round((cents * factor) / 100) * 100 - 1);
}

interface Entry {
  id: number;
  name: string;
  price: number;
  salePrice?: number;
  variantPrices?: Record<string, number>;
  tags?: string[];
  [key: string]: unknown;
}

/** Product `id`, made from its base's entry. */
function generatedEntry(base: Entry, id: number): Entry {
  const round = Math.floor((id - 1) / REAL_CATALOGUE);
  const entry: Entry = {
    ...base,
    id,
    name: `${base.name} ${DROPS[round % DROPS.length]} No. ${round}`,
    price: movedPrice(base.price, id),
  };
  if (base.salePrice !== undefined) entry.salePrice = movedPrice(base.salePrice, id + 1);
  if (base.variantPrices)
    entry.variantPrices = Object.fromEntries(
      Object.entries(base.variantPrices).map(([size, cents]) => [size, movedPrice(cents, id)]),
    );
  // The home page and related lists show the real best sellers; the generated ones are not.
  const tags = base.tags?.filter((tag) => tag !== 'Best Seller');
  if (tags && tags.length > 0) entry.tags = tags;
  else delete entry.tags;
  return entry;
}

/** A JavaScript literal of plain data, with bare keys where they are names. */
function literal(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(literal).join(',')}]`;
  if (value !== null && typeof value === 'object')
    return `{${Object.entries(value)
      .map(
        ([key, item]) =>
          `${/^[A-Za-z_$][\w$]*$/.test(key) ? key : JSON.stringify(key)}:${literal(item)}`,
      )
      .join(',')}}`;
  return JSON.stringify(value);
}

/** The value of a source literal with no references (a listing entry, a list of ids). */
function evaluate(node: ts.Node, source: ts.SourceFile): unknown {
  const js = ts.transpile(`(${node.getText(source)})`, { target: ts.ScriptTarget.ES2022 });
  return new Function(`return ${js.trim().replace(/;$/, '')}`)() as unknown;
}

/** The literal a declaration starts with, under `as const`, `satisfies` or a comment. */
function literalOf(node: ts.Expression): ts.Expression {
  let current = node;
  while (
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isParenthesizedExpression(current)
  )
    current = current.expression;
  return current;
}

const generatedIds = (size: number) =>
  Array.from(
    { length: Math.max(0, size - REAL_CATALOGUE) },
    (_, index) => REAL_CATALOGUE + 1 + index,
  );

/** The statements that grow one table to `size` products, from its declaration. */
function growth(
  name: string,
  kind: Growth,
  initializer: ts.Expression,
  source: ts.SourceFile,
  size: number,
): string {
  const ids = generatedIds(size);
  const value = literalOf(initializer);
  switch (kind) {
    case 'record': {
      if (!ts.isObjectLiteralExpression(value)) throw new Error(`${name} is not an object literal`);
      const rows = new Map<number, string>();
      for (const property of value.properties)
        if (ts.isPropertyAssignment(property) && ts.isNumericLiteral(property.name))
          rows.set(Number(property.name.text), property.initializer.getText(source));
      return ids
        .filter((id) => rows.has(baseOf(id)))
        .map((id) => `${name}[${id}] = ${rows.get(baseOf(id))};`)
        .join('\n');
    }
    case 'idList': {
      const listed = new Set(evaluate(value, source) as number[]);
      const added = ids.filter((id) => listed.has(baseOf(id)));
      return added.length > 0 ? `${name}.push(${added.join(',')});` : '';
    }
    case 'listings': {
      const bases = evaluate(value, source) as Entry[];
      const byId = new Map(bases.map((entry) => [entry.id, entry]));
      const made = ids.map((id) => literal(generatedEntry(byId.get(baseOf(id))!, id)));
      return made.length > 0 ? `${name}.push(${made.join(',\n')});` : '';
    }
    case 'artUrls':
      return ids.length > 0
        ? `for (let id = ${REAL_CATALOGUE + 1}; id <= ${size}; id += 1) ${name}.set(id, ${name}.get(((id - 1) % ${REAL_CATALOGUE}) + 1));`
        : '';
  }
}

/** The module's source with every table of `tables` grown to `size` products. */
export function growTables(
  code: string,
  file: string,
  tables: Readonly<Record<string, Growth>>,
  size: number,
): string {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true);
  const inserts: { at: number; text: string }[] = [];
  const found = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const declaration of statement.declarationList.declarations) {
      const name = declaration.name.getText(source);
      const kind = tables[name];
      if (!kind || !declaration.initializer) continue;
      found.add(name);
      inserts.push({
        at: statement.end,
        text: `\n${growth(name, kind, declaration.initializer, source, size)}\n`,
      });
    }
  }
  const missing = Object.keys(tables).filter((name) => !found.has(name));
  if (missing.length > 0)
    throw new Error(
      `scaleCatalogue: ${file} declares no ${missing.join(', ')} (config/scaleCatalogue.ts)`,
    );
  return inserts
    .sort((a, b) => b.at - a.at)
    .reduce((text, { at, text: insert }) => text.slice(0, at) + insert + text.slice(at), code);
}

/** The plugin: every catalogue table grown to `size` products (at least the real 48). */
export function scaleCatalogue(size: number): Plugin {
  if (!Number.isSafeInteger(size) || size < REAL_CATALOGUE)
    throw new Error(
      `scaleCatalogue: the size must be a whole number of at least ${REAL_CATALOGUE}, not ${size}`,
    );
  const seen = new Set<string>();
  return {
    name: 'scale-catalogue',
    enforce: 'pre',
    transform(code, id) {
      const match = /[\\/]src[\\/]catalogue[\\/]([\w.]+\.ts)$/.exec(id.split('?')[0]!);
      const tables = match ? TABLES[match[1]!] : undefined;
      if (!match || !tables) return null;
      seen.add(match[1]!);
      return { code: growTables(code, id, tables, size), map: null };
    },
    buildEnd(error) {
      // A table module the build never read would leave its rows at 48: say so.
      if (error || this.environment.config.build.ssr) return;
      const unread = Object.keys(TABLES).filter((file) => !seen.has(file));
      if (unread.length > 0)
        this.warn(
          `scaleCatalogue: never transformed ${unread.join(', ')} (is the path still right?)`,
        );
    },
  };
}
