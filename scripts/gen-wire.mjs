#!/usr/bin/env node
// Generates each domain package's `src/wire.gen.ts` from its entity types: for every exported
// interface or object type alias in `src/types.ts`, the paths of its `Date` fields and its `Float`
// fields (core's alias of `number` for the platform's doubles), as one `wire<T>(dates, floats)`
// constant named `<Type>Wire`. A call declaration then says `response: GetPlanResponseWire` (and a
// webhook event `schema: PlanWire`): its result type is `GetPlanResponse`, and the response is decoded
// from those paths alone, without walking any schema at run time. Only the constants the package's
// sources name are written (a new call names `<Type>Wire` first, then runs the generator); a name
// that types.ts does not export is looked up among core's exported types (`RawHttpResponseWire`).
//
// A shape does not repeat the paths of the entities it nests: where a field (at any depth, through
// arrays and maps) has an entity type of types.ts with paths of its own, the shape names that entity's
// constant in `wire()`'s third argument (`{ booking: BookingWire }`, the paths put under the field's
// path once, when the constant is created), and the entity's constant is written too (not exported
// unless the sources name it), before the shapes that nest it. Only where that shortens the file:
// for an entity nested in two places or more, or in one place when the sources name its shape anyway
// and it has two paths or more. What each constant decodes is exactly its type's full list of paths
// (the generator checks it, and lists the paths of a shape whose composition would differ).
//
//   node scripts/gen-wire.mjs            write every package's src/wire.gen.ts
//   node scripts/gen-wire.mjs --check    fail (exit 1) when a generated file is not current (npm test)
//   node scripts/gen-wire.mjs plans      only the named packages
//
// Paths are dotted; arrays are traversed implicitly (`plans.createdDate` is every plan's), and `*`
// stands for every value of a map (`Record<string, T>`), as core's decoder reads them.
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ts = createRequire(join(root, 'package.json'))('typescript');

/** The domain packages whose entity types are generated from (in dependency order, any order works). */
export const WIRE_PACKAGES = ['plans', 'orders', 'members', 'identity', 'services', 'bookings'];
const MAX_DEPTH = 16;

/** The `<Type>Wire` names the package's sources (all but the generated file) refer to. */
function usedWireNames(srcDir) {
  const used = new Set();
  for (const entry of readdirSync(srcDir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || entry.name === 'wire.gen.ts') continue;
    const text = readFileSync(join(entry.parentPath ?? entry.path, entry.name), 'utf8');
    for (const match of text.matchAll(/\b([A-Z][A-Za-z0-9]*)Wire\b/g)) used.add(match[1]);
  }
  return used;
}

/**
 * The generated text of one package's `src/wire.gen.ts`, or `undefined` when it has no
 * `src/types.ts` (not converted yet).
 */
export function generate(pkg) {
  const dir = join(root, 'packages', pkg);
  const typesFile = join(dir, 'src/types.ts');
  if (!existsSync(typesFile)) return undefined;
  const program = ts.createProgram([typesFile], {
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    baseUrl: root,
    paths: { '@frontdesk/core': ['packages/core/src/index.ts'], 'zod/mini': ['packages/core/node_modules/zod/mini/index.d.ts'] },
  });
  const checker = program.getTypeChecker();
  const source = program.getSourceFile(typesFile);
  const moduleSymbol = checker.getSymbolAtLocation(source);
  const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const used = usedWireNames(join(dir, 'src'));
  // A used name that types.ts does not export may be one of core's types (`RawHttpResponse`).
  const coreFile = program.getSourceFile(join(root, 'packages/core/src/index.ts'));
  const coreSymbol = coreFile ? checker.getSymbolAtLocation(coreFile) : undefined;
  const coreExports = coreSymbol ? checker.getExportsOfModule(coreSymbol) : [];
  const local = new Set(exports.map((symbol) => symbol.getName()));

  // Every exported object type: its name, its type and its paths (each path listed, nothing composed).
  const types = new Map();
  const consider = (symbol, from) => {
    const name = symbol.getName();
    const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    const declaration = target.declarations?.[0];
    if (!declaration || !(ts.isInterfaceDeclaration(declaration) || ts.isTypeAliasDeclaration(declaration))) return;
    const type = checker.getDeclaredTypeOfSymbol(target);
    // Objects only: string-literal unions (enums) and other aliases have nothing to decode. Request
    // types (`...Options`, `...Input`) are never decoded. An empty response (`{}`) still gets its shape.
    if (!(type.flags & ts.TypeFlags.Object) && !type.isIntersection()) return;
    if (/(Options|Input)$/.test(name)) return;
    const found = { dates: new Set(), floats: new Set() };
    walk(checker, type, [], found, new Set(), undefined);
    types.set(name, { name, from, type, empty: checker.getPropertiesOfType(type).length === 0, flat: sorted(found) });
  };
  for (const symbol of exports) consider(symbol, './types.js');
  for (const symbol of coreExports) {
    if (used.has(symbol.getName()) && !local.has(symbol.getName())) consider(symbol, '@frontdesk/core');
  }
  const isRow = (entry) => used.has(entry.name) && (!entry.empty || /Response$/.test(entry.name));

  // The entities a shape may nest by reference: the types of types.ts with at least one path. Those
  // that would not shorten the file are dropped until none is left: an entity stays when it is nested
  // in two places or more, or in one place when the sources name its shape anyway and it has two
  // paths or more (a shape of its own, written only to be nested once, would make the file longer).
  let candidates = new Map();
  for (const entry of types.values()) {
    if (entry.from === './types.js' && entry.flat.dates.length + entry.flat.floats.length > 0) candidates.set(entry.type, entry.name);
  }
  let shapes;
  for (;;) {
    shapes = composeAll(checker, types, candidates, isRow);
    const places = new Map();
    for (const shape of shapes.values())
      for (const entity of Object.values(shape.nested)) places.set(entity, (places.get(entity) ?? 0) + 1);
    const next = new Map(
      [...candidates].filter(([, name]) => {
        const { flat } = types.get(name);
        const count = places.get(name) ?? 0;
        return count >= 2 || (count === 1 && used.has(name) && flat.dates.length + flat.floats.length >= 2);
      }),
    );
    if (next.size === candidates.size) break;
    candidates = next;
  }

  // Declaration order: by name, each shape after the shapes it nests.
  const rows = [];
  const placed = new Set();
  const place = (name) => {
    if (placed.has(name)) return;
    placed.add(name);
    for (const entity of [...new Set(Object.values(shapes.get(name).nested))].sort()) place(entity);
    rows.push(shapes.get(name));
  };
  for (const name of [...shapes.keys()].sort()) place(name);

  const list = (paths) => `[${paths.map((p) => `'${p}'`).join(', ')}]`;
  const key = (prefix) => (/^[A-Za-z_$][A-Za-z0-9_$]*$/.test(prefix) ? prefix : `'${prefix}'`);
  const fromCore = rows.filter((r) => types.get(r.name).from === '@frontdesk/core').map((r) => `type ${r.name}, `);
  const fromTypes = rows
    .filter((r) => types.get(r.name).from === './types.js')
    .map((r) => r.name)
    .sort();
  const lines = [
    `// Generated by \`node scripts/gen-wire.mjs\` from ${relative(dir, typesFile)}: the date and float fields of`,
    '// each type, which core decodes (ISO text to `Date`, numeric strings to numbers). A shape that nests',
    "// an entity of types.ts names that entity's shape (`wire()` puts its paths under the field's path).",
    '// Do not edit; `npm test` checks that this file is current.',
    `import { ${fromCore.join('')}wire } from '@frontdesk/core';`,
    ...(fromTypes.length > 0 ? [`import type { ${fromTypes.join(', ')} } from './types.js';`] : []),
    '',
  ];
  for (const row of rows) {
    const nested = Object.entries(row.nested);
    const exported = used.has(row.name) ? 'export ' : '';
    const args = [list(row.dates)];
    if (row.floats.length > 0 || nested.length > 0) args.push(list(row.floats));
    if (nested.length > 0) args.push(`{ ${nested.map(([prefix, entity]) => `${key(prefix)}: ${entity}Wire`).join(', ')} }`);
    lines.push(`/** How a {@link ${row.name}} is decoded. @internal */`);
    const line = `${exported}const ${row.name}Wire = /* @__PURE__ */ wire<${row.name}>(${args.join(', ')});`;
    if (line.length <= 120) {
      lines.push(line);
      continue;
    }
    // Too long for a line: one argument a line, and an argument too long for its line one item a line.
    const items = [row.dates.map((p) => `'${p}'`)];
    if (args.length > 1) items.push(row.floats.map((p) => `'${p}'`));
    if (args.length > 2) items.push(nested.map(([prefix, entity]) => `${key(prefix)}: ${entity}Wire`));
    lines.push(`${exported}const ${row.name}Wire = /* @__PURE__ */ wire<${row.name}>(`);
    items.forEach((entries, index) => {
      const [open, close] = index === 2 ? ['{ ', ' }'] : ['[', ']'];
      const inline = `  ${entries.length > 0 ? `${open}${entries.join(', ')}${close}` : open.trim() + close.trim()},`;
      if (inline.length <= 120) lines.push(inline);
      else lines.push(`  ${open.trim()}`, ...entries.map((entry) => `    ${entry},`), `  ${close.trim()},`);
    });
    lines.push(');');
  }
  return `${lines.join('\n')}\n`;
}

function sorted(found) {
  return { dates: [...found.dates].sort(), floats: [...found.floats].sort() };
}

/**
 * The shapes to write, by name: the used ones and the entities they nest (transitively), each with its
 * own paths and `nested` (prefix -> entity name, sorted by prefix). An entity is nested by reference
 * where it is the type of a field (through arrays and maps), unless that would be circular; a shape
 * whose composed paths would differ from its listed ones (depth limit, recursion) lists them all.
 */
function composeAll(checker, types, candidates, isRow) {
  const shapes = new Map();
  const inProgress = new Set();
  const compose = (name) => {
    if (shapes.has(name)) return shapes.get(name);
    const entry = types.get(name);
    inProgress.add(name);
    const found = { dates: new Set(), floats: new Set(), nested: new Map() };
    const refer = (type, path) => {
      const entity = candidates.get(type);
      if (entity === undefined || path.length === 0 || inProgress.has(entity)) return false;
      const prefix = path.join('.');
      const known = found.nested.get(prefix);
      if (known !== undefined && known !== entity) return false;
      compose(entity);
      found.nested.set(prefix, entity);
      return true;
    };
    walk(checker, entry.type, [], found, new Set(), undefined, refer);
    inProgress.delete(name);
    const nested = Object.fromEntries([...found.nested].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
    let shape = { name, ...sorted(found), nested };
    if (!sameFlat(flatten(shape, types), entry.flat)) shape = { name, ...entry.flat, nested: {} };
    shapes.set(name, shape);
    return shape;
  };
  for (const entry of types.values()) if (isRow(entry)) compose(entry.name);
  // Keep only what is written: the used shapes and what they nest.
  const kept = new Map();
  const keep = (name) => {
    if (kept.has(name)) return;
    kept.set(name, shapes.get(name));
    for (const entity of Object.values(shapes.get(name).nested)) keep(entity);
  };
  for (const entry of types.values()) if (isRow(entry)) keep(entry.name);
  return kept;
}

/** A shape's paths as `wire()` flattens them (entity shapes' own paths are their listed ones). */
function flatten(shape, types) {
  const dates = new Set(shape.dates);
  const floats = new Set(shape.floats);
  for (const [prefix, entity] of Object.entries(shape.nested)) {
    for (const path of types.get(entity).flat.dates) dates.add(`${prefix}.${path}`);
    for (const path of types.get(entity).flat.floats) floats.add(`${prefix}.${path}`);
  }
  return sorted({ dates, floats });
}

function sameFlat(a, b) {
  return a.dates.join('\n') === b.dates.join('\n') && a.floats.join('\n') === b.floats.join('\n');
}

/** Whether a property's declared type is written as core's `Float` (directly, in an array, or optional). */
function declaredAsFloat(node) {
  if (!node) return false;
  if (ts.isTypeReferenceNode(node)) return node.typeName.getText() === 'Float';
  if (ts.isArrayTypeNode(node)) return declaredAsFloat(node.elementType);
  if (ts.isUnionTypeNode(node)) return node.types.some(declaredAsFloat);
  if (ts.isParenthesizedTypeNode(node)) return declaredAsFloat(node.type);
  if (ts.isTypeOperatorNode(node)) return declaredAsFloat(node.type);
  return false;
}

function isDate(checker, type) {
  const symbol = type.getSymbol();
  return symbol?.getName() === 'Date' && checker.typeToString(type) === 'Date';
}

function walk(checker, type, path, found, stack, typeNode, refer = () => false) {
  if (path.length > MAX_DEPTH) return;
  if (type.isUnion()) {
    for (const member of type.types) walk(checker, member, path, found, stack, typeNode, refer);
    return;
  }
  if (type.isIntersection()) {
    for (const member of type.types) walk(checker, member, path, found, stack, typeNode, refer);
    return;
  }
  if (isDate(checker, type)) {
    found.dates.add(path.join('.'));
    return;
  }
  if (type.flags & ts.TypeFlags.NumberLike) {
    if (declaredAsFloat(typeNode)) found.floats.add(path.join('.'));
    return;
  }
  if (!(type.flags & ts.TypeFlags.Object)) return;
  if (checker.isArrayType(type) || checker.isTupleType(type)) {
    const element = checker.getTypeArguments(type)[0];
    const elementNode = typeNode && ts.isArrayTypeNode(typeNode) ? typeNode.elementType : typeNode;
    if (element) walk(checker, element, path, found, stack, elementNode, refer);
    return;
  }
  if (stack.has(type)) return;
  // A nested entity: its shape is named instead of its paths listed.
  if (refer(type, path)) return;
  stack.add(type);
  for (const info of checker.getIndexInfosOfType(type)) walk(checker, info.type, [...path, '*'], found, stack, undefined, refer);
  for (const property of checker.getPropertiesOfType(type)) {
    const declaration = property.valueDeclaration ?? property.declarations?.[0];
    const propertyType = checker.getTypeOfSymbol(property);
    const node =
      declaration && (ts.isPropertySignature(declaration) || ts.isPropertyDeclaration(declaration)) ? declaration.type : undefined;
    walk(checker, propertyType, [...path, property.getName()], found, stack, node, refer);
  }
  stack.delete(type);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const check = process.argv.includes('--check');
  const named = process.argv.slice(2).filter((a) => !a.startsWith('--'));
  let stale = 0;
  for (const pkg of named.length > 0 ? named : WIRE_PACKAGES) {
    const text = generate(pkg);
    if (text === undefined) continue;
    const file = join(root, 'packages', pkg, 'src/wire.gen.ts');
    const current = existsSync(file) ? readFileSync(file, 'utf8') : '';
    if (current === text) continue;
    if (check) {
      stale++;
      console.error(`packages/${pkg}/src/wire.gen.ts is not current: run \`node scripts/gen-wire.mjs\``);
    } else {
      writeFileSync(file, text);
      console.log(`wrote packages/${pkg}/src/wire.gen.ts`);
    }
  }
  if (check && stale === 0) console.log('wire.gen.ts files are current');
  process.exitCode = stale > 0 ? 1 : 0;
}
