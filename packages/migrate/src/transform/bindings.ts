import { type Identifier, Node, type SourceFile, SyntaxKind, ts } from 'ts-morph';
import { isOfficialSpecifier } from '../official.js';

/** A name bound to an official package's export: `import { plans } from '@wix/pricing-plans'` or `const { plans } = require(...)`. */
export interface OfficialBinding {
  /** The local name's identifier in the import (or the `require` destructuring). */
  local: Identifier;
  /** The exported name (`plans` for `import { plans as pp }`). */
  imported: string;
  specifier: string;
  style: 'esm' | 'cjs';
  /** Only a type (`import type`, or an inline `type` modifier). */
  typeOnly: boolean;
}

/** An official import the tool cannot take apart (namespace, default, a whole `require`, `import()`). */
export interface OpaqueImport {
  node: Node;
  specifier: string;
}

/** The official bindings of a file, and the official imports it cannot take apart. */
export function officialBindings(file: SourceFile): { bindings: OfficialBinding[]; opaque: OpaqueImport[] } {
  const bindings: OfficialBinding[] = [];
  const opaque: OpaqueImport[] = [];
  for (const declaration of file.getImportDeclarations()) {
    const specifier = declaration.getModuleSpecifierValue();
    if (!isOfficialSpecifier(specifier)) continue;
    if (declaration.getNamespaceImport() || declaration.getDefaultImport()) opaque.push({ node: declaration, specifier });
    for (const named of declaration.getNamedImports()) {
      bindings.push({
        local: named.getAliasNode() ?? named.getNameNode().asKindOrThrow(SyntaxKind.Identifier),
        imported: named.getName(),
        specifier,
        style: 'esm',
        typeOnly: declaration.isTypeOnly() || named.isTypeOnly(),
      });
    }
  }
  for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const specifier = requireSpecifier(call);
    if (specifier === undefined) {
      const imported = dynamicImportSpecifier(call);
      if (imported !== undefined && isOfficialSpecifier(imported)) opaque.push({ node: call, specifier: imported });
      continue;
    }
    if (!isOfficialSpecifier(specifier)) continue;
    const declaration = call.getParent();
    const pattern = Node.isVariableDeclaration(declaration) ? declaration.getNameNode() : undefined;
    if (!pattern || !Node.isObjectBindingPattern(pattern)) {
      opaque.push({ node: call, specifier });
      continue;
    }
    for (const element of pattern.getElements()) {
      const name = element.getNameNode();
      if (!Node.isIdentifier(name) || element.getDotDotDotToken()) {
        opaque.push({ node: element, specifier });
        continue;
      }
      bindings.push({
        local: name,
        imported: element.getPropertyNameNode()?.getText() ?? name.getText(),
        specifier,
        style: 'cjs',
        typeOnly: false,
      });
    }
  }
  return { bindings, opaque };
}

/** `require('x')` → `'x'`. */
export function requireSpecifier(call: Node): string | undefined {
  if (!Node.isCallExpression(call)) return undefined;
  const callee = call.getExpression();
  const [first] = call.getArguments();
  if (!Node.isIdentifier(callee) || callee.getText() !== 'require' || call.getArguments().length !== 1) return undefined;
  return Node.isStringLiteral(first) || Node.isNoSubstitutionTemplateLiteral(first) ? first.getLiteralText() : undefined;
}

function dynamicImportSpecifier(call: Node): string | undefined {
  if (!Node.isCallExpression(call) || call.getExpression().getKind() !== SyntaxKind.ImportKeyword) return undefined;
  const [first] = call.getArguments();
  return Node.isStringLiteral(first) ? first.getLiteralText() : undefined;
}

/** The identifiers of the file that refer to a binding (its declaration left out). */
export function referencesOf(binding: OfficialBinding): Identifier[] {
  return referencesInFile(binding.local).filter((node) => !node.getFirstAncestorByKind(SyntaxKind.ImportDeclaration));
}

/**
 * The identifiers of a declaration's file that refer to what it declares, itself left out: the same
 * symbol as the type checker resolves it (a shorthand `{ name }` by the value it takes). A scan of
 * one file, where the language service's find-references would search the whole program.
 */
export function referencesInFile(declaration: Identifier): Identifier[] {
  const checker = declaration.getProject().getTypeChecker().compilerObject;
  const symbol = checker.getSymbolAtLocation(declaration.compilerNode);
  if (!symbol) return [];
  const name = declaration.getText();
  return declaration
    .getSourceFile()
    .getDescendantsOfKind(SyntaxKind.Identifier)
    .filter((identifier) => {
      if (identifier === declaration || identifier.getText() !== name) return false;
      const parent = identifier.getParent();
      const referenced = Node.isShorthandPropertyAssignment(parent)
        ? checker.getShorthandAssignmentValueSymbol(parent.compilerNode)
        : checker.getSymbolAtLocation(identifier.compilerNode);
      return referenced === symbol;
    });
}

/**
 * The official import a value refers to (`plans` of `@wix/pricing-plans`), from an identifier or a
 * shorthand property (`modules: { plans }`), if any.
 */
export function importOf(node: Node): { specifier: string; name: string } | undefined {
  const checker = node.getProject().getTypeChecker().compilerObject;
  const symbol = Node.isShorthandPropertyAssignment(node)
    ? checker.getShorthandAssignmentValueSymbol(node.compilerNode)
    : Node.isPropertyAssignment(node)
      ? checker.getSymbolAtLocation(node.getInitializerOrThrow().compilerNode)
      : checker.getSymbolAtLocation(node.compilerNode);
  const declaration = symbol?.declarations?.[0];
  if (!declaration || !ts.isImportSpecifier(declaration)) return undefined;
  const specifier = declaration.parent.parent.parent.moduleSpecifier;
  if (!ts.isStringLiteral(specifier)) return undefined;
  return { specifier: specifier.text, name: (declaration.propertyName ?? declaration.name).text };
}
