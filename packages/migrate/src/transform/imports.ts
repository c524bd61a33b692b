import { type Identifier, Node, Project, type SourceFile, SyntaxKind, ts } from 'ts-morph';
import { EditSet, removeListElements } from '../edits.js';
import type { FrontdeskPackage } from '../mapping.js';
import { type OfficialBinding, officialBindings, referencesInFile } from './bindings.js';
import { fillPlaceholders, type ImportRequest, placeholdersIn } from './context.js';

/** The converted text of a file and the Frontdesk packages it imports. */
export interface FinishedFile {
  text: string;
  packages: FrontdeskPackage[];
}

let scratchFiles = 0;
const scratch = new Project({
  useInMemoryFileSystem: true,
  compilerOptions: { allowJs: true, jsx: ts.JsxEmit.Preserve, noLib: true, types: [] },
});

/**
 * Finishes a converted file (its text with placeholders for the names it imports): the official
 * imports nothing uses any more are removed, each requested name gets its local name (the name
 * itself, or `frontdesk<Name>` when the file already uses that name for something else), and the
 * Frontdesk imports are added where the official ones were, in the file's style (quotes,
 * semicolons, `import` or `require`).
 */
export function finishImports(path: string, text: string, requests: readonly ImportRequest[]): FinishedFile {
  const file = scratch.createSourceFile(`/scratch-${++scratchFiles}${extensionOf(path)}`, text, { overwrite: true });
  try {
    const edits = new EditSet(text);
    const { bindings } = officialBindings(file);
    const removed = bindings.filter((binding) => !isUsed(binding.local));
    removeBindings(edits, removed);
    const removedNames = new Set(removed.map((binding) => binding.local));

    const used = usedNames(file, removedNames);
    const wanted = new Set(placeholdersIn(text));
    const existing = existingImports(file);
    const names: string[] = [];
    const additions = new Map<FrontdeskPackage, { name: string; local: string; typeOnly: boolean }[]>();
    for (const request of requests) {
      const index = Number(request.placeholder.match(/\d+/)![0]);
      const already = existing.get(`${request.package}:${request.name}`);
      if (already) {
        names[index] = already;
        continue;
      }
      let local = request.name;
      if (used.has(local)) local = alias(request.name, used);
      used.add(local);
      names[index] = local;
      if (!wanted.has(index)) continue;
      const list = additions.get(request.package) ?? [];
      list.push({ name: request.name, local, typeOnly: request.typeOnly });
      additions.set(request.package, list);
    }
    addImports(file, edits, additions, bindings);
    const packages = new Set<FrontdeskPackage>(additions.keys());
    for (const key of existing.keys()) packages.add(key.split(':')[0] as FrontdeskPackage);
    return { text: fillPlaceholders(edits.apply(), names), packages: [...packages] };
  } finally {
    scratch.removeSourceFile(file);
  }
}

function extensionOf(path: string): string {
  return /\.[cm]?[jt]sx?$/.exec(path)?.[0] ?? '.ts';
}

/** True when an identifier of the file other than the binding itself refers to the binding. */
function isUsed(local: Identifier): boolean {
  return referencesInFile(local).length > 0;
}

/** Every name the file uses as an identifier, other than member names and the removed bindings. */
function usedNames(file: SourceFile, removed: Set<Identifier>): Set<string> {
  const names = new Set<string>();
  for (const identifier of file.getDescendantsOfKind(SyntaxKind.Identifier)) {
    if (removed.has(identifier)) continue;
    const parent = identifier.getParent();
    if (Node.isPropertyAccessExpression(parent) && parent.getNameNode() === identifier) continue;
    if (Node.isQualifiedName(parent) && parent.getRight() === identifier) continue;
    if (Node.isPropertyAssignment(parent) && parent.getNameNode() === identifier) continue;
    if (Node.isPropertySignature(parent) && parent.getNameNode() === identifier) continue;
    if (Node.isImportSpecifier(parent) && parent.getAliasNode() !== undefined && parent.getNameNode() === identifier) continue;
    names.add(identifier.getText());
  }
  return names;
}

function alias(name: string, used: Set<string>): string {
  const base = `frontdesk${name[0]!.toUpperCase()}${name.slice(1)}`;
  let candidate = base;
  for (let i = 2; used.has(candidate); i++) candidate = `${base}${i}`;
  return candidate;
}

/** `package:name` → local name, for the Frontdesk names the file imports already (a second run, or code written by hand). */
function existingImports(file: SourceFile): Map<string, string> {
  const out = new Map<string, string>();
  for (const declaration of file.getImportDeclarations()) {
    const specifier = declaration.getModuleSpecifierValue();
    if (!specifier.startsWith('@frontdesk/')) continue;
    for (const named of declaration.getNamedImports())
      out.set(`${specifier}:${named.getName()}`, named.getAliasNode()?.getText() ?? named.getName());
  }
  return out;
}

/** Removes bindings from their imports (or `require` destructurings), and a whole statement when none of its bindings is left. */
function removeBindings(edits: EditSet, removed: readonly OfficialBinding[]): void {
  const byStatement = new Map<Node, { elements: Node[]; removed: Set<Node>; keepsOthers: boolean }>();
  for (const binding of removed) {
    const statement =
      binding.style === 'esm'
        ? binding.local.getFirstAncestorByKindOrThrow(SyntaxKind.ImportDeclaration)
        : binding.local.getFirstAncestorByKindOrThrow(SyntaxKind.VariableStatement);
    let entry = byStatement.get(statement);
    if (!entry) {
      const elements: Node[] = Node.isImportDeclaration(statement)
        ? statement.getNamedImports()
        : binding.local.getFirstAncestorByKindOrThrow(SyntaxKind.ObjectBindingPattern).getElements();
      const keepsOthers =
        Node.isImportDeclaration(statement) && (statement.getDefaultImport() !== undefined || statement.getNamespaceImport() !== undefined);
      entry = { elements, removed: new Set(), keepsOthers };
      byStatement.set(statement, entry);
    }
    entry.removed.add(
      binding.style === 'esm'
        ? binding.local.getFirstAncestorByKindOrThrow(SyntaxKind.ImportSpecifier)
        : binding.local.getFirstAncestorByKindOrThrow(SyntaxKind.BindingElement),
    );
  }
  for (const [statement, { elements, removed: gone, keepsOthers }] of byStatement) {
    if (!removeListElements(edits, elements, gone)) {
      if (keepsOthers) removeNamedClause(edits, statement);
      else removeStatement(edits, statement);
    }
  }
}

/** `import def, { a } from 'x'` without its named imports: `import def from 'x'`. */
function removeNamedClause(edits: EditSet, statement: Node): void {
  const named = statement.getFirstDescendantByKindOrThrow(SyntaxKind.NamedImports);
  const comma = named.getPreviousSiblingIfKind(SyntaxKind.CommaToken);
  edits.replace(comma ? comma.getStart() : named.getStart(), named.getEnd(), '');
}

function removeStatement(edits: EditSet, statement: Node): void {
  if (edits.touches(statement.getStart(), statement.getEnd())) return;
  const text = edits.source;
  let end = statement.getEnd();
  if (text[end] === '\r') end++;
  if (text[end] === '\n') end++;
  edits.replace(statement.getStart(), end, '');
}

/** Adds the Frontdesk imports: into an existing import of the package, else as new statements where the official imports were. */
function addImports(
  file: SourceFile,
  edits: EditSet,
  additions: Map<FrontdeskPackage, { name: string; local: string; typeOnly: boolean }[]>,
  bindings: OfficialBinding[],
): void {
  if (additions.size === 0) return;
  const cjs = bindings.length > 0 && bindings.every((binding) => binding.style === 'cjs');
  const firstImport = file.getImportDeclarations()[0];
  const quote = firstImport?.getModuleSpecifier().getText().startsWith('"') ? '"' : "'";
  const semicolon = firstImport
    ? firstImport.getText().trimEnd().endsWith(';')
    : !/^[^;\n]*[^;\s]\s*$/m.test(file.getFullText().split('\n')[0] ?? '');
  const end = semicolon ? ';' : '';
  const lines: string[] = [];
  for (const [pkg, names] of [...additions].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = names.sort((a, b) => a.name.localeCompare(b.name));
    const specifier = (entry: { name: string; local: string }) =>
      entry.local === entry.name ? entry.name : `${entry.name} as ${entry.local}`;
    if (cjs) {
      const destructured = sorted
        .filter((entry) => !entry.typeOnly)
        .map((entry) => (entry.local === entry.name ? entry.name : `${entry.name}: ${entry.local}`));
      if (destructured.length > 0) lines.push(`const { ${destructured.join(', ')} } = require(${quote}${pkg}${quote})${end}`);
      continue;
    }
    const existing = file
      .getImportDeclarations()
      .find(
        (declaration) =>
          declaration.getModuleSpecifierValue() === pkg && !declaration.isTypeOnly() && declaration.getNamedImports().length > 0,
      );
    if (existing) {
      const last = existing.getNamedImports().at(-1)!;
      edits.insert(last.getEnd(), sorted.map((entry) => `, ${entry.typeOnly ? 'type ' : ''}${specifier(entry)}`).join(''));
      continue;
    }
    const allTypes = sorted.every((entry) => entry.typeOnly);
    const list = sorted.map((entry) => `${entry.typeOnly && !allTypes ? 'type ' : ''}${specifier(entry)}`).join(', ');
    lines.push(`import ${allTypes ? 'type ' : ''}{ ${list} } from ${quote}${pkg}${quote}${end}`);
  }
  if (lines.length === 0) return;
  const anchor = officialAnchor(bindings);
  if (anchor !== undefined) {
    edits.insert(anchor, `${lines.join('\n')}\n`);
    return;
  }
  const imports = file.getImportDeclarations();
  if (imports.length > 0) {
    edits.insert(imports.at(-1)!.getEnd(), `\n${lines.join('\n')}`);
    return;
  }
  const statements = file.getStatements();
  const prologue = statements.findIndex((statement) => !isDirective(statement));
  const after = statements[(prologue === -1 ? statements.length : prologue) - 1];
  if (after) edits.insert(after.getEnd(), `\n${lines.join('\n')}`);
  else edits.insert(0, `${lines.join('\n')}\n`);
}

/** Where the first official import statement starts. */
function officialAnchor(bindings: OfficialBinding[]): number | undefined {
  const starts = bindings.map((binding) =>
    (binding.style === 'esm'
      ? binding.local.getFirstAncestorByKindOrThrow(SyntaxKind.ImportDeclaration)
      : binding.local.getFirstAncestorByKindOrThrow(SyntaxKind.VariableStatement)
    ).getStart(),
  );
  return starts.length > 0 ? Math.min(...starts) : undefined;
}

function isDirective(statement: Node): boolean {
  return Node.isExpressionStatement(statement) && Node.isStringLiteral(statement.getExpression());
}
