/**
 * Recognising the official SDK in a program, with the type checker: where a symbol is declared says
 * which package it comes from (`node_modules/@wix/<name>/...`), so an official client is recognised
 * by its type wherever it flows (a parameter, React context, a factory's result), and a property by
 * the official declaration it reads.
 */
import { type Node, type Symbol as MorphSymbol, SyntaxKind, type Type } from 'ts-morph';
import { OFFICIAL_PACKAGES } from './mapping.js';

const WIX_PACKAGE = /[\\/]node_modules[\\/]@wix[\\/]([^\\/]+)[\\/]/g;

/** The `@wix/<name>` package a file belongs to (the innermost one in its path), if any. */
export function wixPackageOfPath(path: string): string | undefined {
  let name: string | undefined;
  for (const match of path.matchAll(WIX_PACKAGE)) name = match[1];
  return name === undefined ? undefined : `@wix/${name}`;
}

/** The `@wix/*` package that declares a node, if any. */
export function wixPackageOf(node: Node): string | undefined {
  return wixPackageOfPath(node.getSourceFile().getFilePath());
}

/** The `@wix/*` packages that declare a symbol (through aliases). */
export function declaringWixPackages(symbol: MorphSymbol | undefined): string[] {
  if (!symbol) return [];
  const target = symbol.isAlias() ? (symbol.getAliasedSymbol() ?? symbol) : symbol;
  const out = new Set<string>();
  for (const declaration of [...target.getDeclarations(), ...symbol.getDeclarations()]) {
    const pkg = wixPackageOf(declaration);
    if (pkg) out.add(pkg);
  }
  return [...out];
}

/** True when any declaration of the symbol is in a `@wix/*` package. */
export function isWixSymbol(symbol: MorphSymbol | undefined): boolean {
  return declaringWixPackages(symbol).length > 0;
}

/**
 * True for the type of an official client (`createClient` of `@wix/sdk`, however it got here): it
 * has the client's own members, declared by `@wix/sdk`. `null`/`undefined` in a union are ignored.
 */
export function isOfficialClientType(type: Type): boolean {
  const candidates = type.isUnion() ? type.getUnionTypes().filter((t) => !t.isNull() && !t.isUndefined()) : [type];
  if (candidates.length === 0) return false;
  return candidates.every((t) => {
    const member = t.getProperty('fetchWithAuth') ?? t.getProperty('enableContext');
    return member !== undefined && declaringWixPackages(member).includes('@wix/sdk');
  });
}

/** True for an expression that is an official client. */
export function isOfficialClient(node: Node): boolean {
  return isOfficialClientType(node.getType());
}

/** True when the official package named by a module specifier is one the tool replaces. */
export function isOfficialSpecifier(specifier: string): boolean {
  return (OFFICIAL_PACKAGES as readonly string[]).includes(specifier);
}

/**
 * The symbol's declarations that declare a module function (an export of the generated package:
 * `export { getPlan }` or `declare const getPlan`), as opposed to a member of an interface (a query
 * builder's `eq`, a result's `items`).
 */
export function isModuleFunctionSymbol(symbol: MorphSymbol | undefined): boolean {
  if (!symbol) return false;
  return symbol
    .getDeclarations()
    .some((declaration) =>
      [SyntaxKind.ExportSpecifier, SyntaxKind.VariableDeclaration, SyntaxKind.FunctionDeclaration].includes(declaration.getKind()),
    );
}
