import { type CallExpression, type Expression, Node, SyntaxKind } from 'ts-morph';
import { type CallMapping, type ModuleMapping, moduleDeclaredIn } from '../mapping.js';
import { declaringWixPackages, isModuleFunctionSymbol, isOfficialClient, isOfficialSpecifier, isWixSymbol } from '../official.js';
import type { ReasonCode } from '../reasons.js';

/**
 * An official call site: a call of the official SDK, as the type checker sees it. Each one is counted
 * once in the report, converted or not.
 */
export type Site =
  | {
      kind: 'module-call';
      call: CallExpression;
      /** The official client expression (`wixClient` in `wixClient.plans.getPlan(id)`). */
      client: Expression;
      module: ModuleMapping;
      /** The official function's name. */
      fn: string;
      mapping: CallMapping;
      /** Called as a query builder (`queryX()` without a query object, ending in `.find()`). */
      builder: boolean;
    }
  | { kind: 'auth-call'; call: CallExpression; client: Expression; method: string }
  | { kind: 'client-method'; call: CallExpression; client: Expression; method: string }
  | { kind: 'create-client'; call: CallExpression }
  | { kind: 'strategy'; call: CallExpression; name: string }
  | { kind: 'unconvertible'; call: CallExpression; reason: ReasonCode };

const STRATEGY_NAMES = new Set([
  'OAuthStrategy',
  'ApiKeyStrategy',
  'AppStrategy',
  'SiteSessionAuth',
  'VeloAuthStrategy',
  'WixAppOAuthStrategy',
]);

/** Classifies a call; `undefined` when it is not a call of the official SDK. */
export function classifyCall(call: CallExpression): Site | undefined {
  const callee = call.getExpression();
  if (Node.isIdentifier(callee)) {
    const symbol = callee.getSymbol();
    if (!symbol || !declaringWixPackages(symbol).includes('@wix/sdk')) return undefined;
    const name = (symbol.isAlias() ? symbol.getAliasedSymbol() : symbol)?.getName() ?? callee.getText();
    if (name === 'createClient') return { kind: 'create-client', call };
    if (STRATEGY_NAMES.has(name)) return { kind: 'strategy', call, name };
    return { kind: 'unconvertible', call, reason: 'official-import' };
  }
  if (!Node.isPropertyAccessExpression(callee)) return undefined;
  const symbol = callee.getNameNode().getSymbol();
  const packages = declaringWixPackages(symbol);
  if (packages.length === 0) return undefined;
  const owner = callee.getExpression();
  const fn = callee.getName();

  if (isModuleFunctionSymbol(symbol)) {
    const module = packages.map(moduleDeclaredIn).find((found) => found !== undefined);
    if (Node.isPropertyAccessExpression(owner) && isOfficialClient(owner.getExpression())) {
      if (!module) return { kind: 'unconvertible', call, reason: 'module-unknown' };
      const mapping = module.calls[fn];
      if (!mapping) return { kind: 'unconvertible', call, reason: /^on[A-Z]/.test(fn) ? 'events' : 'not-in-table' };
      const builder = mapping.builder !== undefined && call.getType().getProperty('find') !== undefined;
      return { kind: 'module-call', call, client: owner.getExpression(), module, fn, mapping, builder };
    }
    if (Node.isIdentifier(owner) && isOfficialImport(owner)) return { kind: 'unconvertible', call, reason: 'no-client' };
    if (!module) return { kind: 'unconvertible', call, reason: 'module-unknown' };
    return { kind: 'unconvertible', call, reason: /^on[A-Z]/.test(fn) ? 'events' : 'module-apart' };
  }

  if (!packages.includes('@wix/sdk')) return undefined; // a member of an official type (a builder's `eq`, a result's `next`)
  if (Node.isPropertyAccessExpression(owner) && isOfficialClient(owner.getExpression())) {
    const member = owner.getName();
    if (member === 'auth') return { kind: 'auth-call', call, client: owner.getExpression(), method: fn };
    if (member === 'webhooks' || member === 'servicePlugins') return { kind: 'unconvertible', call, reason: 'events' };
  }
  if (isOfficialClient(owner)) return { kind: 'client-method', call, client: owner, method: fn };
  if (isAuthStrategy(owner)) return { kind: 'unconvertible', call, reason: 'auth-apart' };
  return undefined;
}

/** True for an identifier bound to an import of an official package. */
export function isOfficialImport(identifier: Node): boolean {
  const symbol = identifier.getSymbol();
  if (!symbol?.isAlias()) return false;
  return symbol.getDeclarations().some((declaration) => {
    const importDeclaration = declaration.getFirstAncestorByKind(SyntaxKind.ImportDeclaration);
    return importDeclaration !== undefined && isOfficialSpecifier(importDeclaration.getModuleSpecifierValue());
  });
}

/** True for an `OAuthStrategy` (or other official strategy) object, such as `wixClient.auth` kept in a variable. */
function isAuthStrategy(node: Node): boolean {
  const type = node.getType();
  const member = type.getProperty('getAuthHeaders') ?? type.getProperty('loggedIn');
  return member !== undefined && isWixSymbol(member);
}
