import { Node, type ObjectLiteralElementLike, type ObjectLiteralExpression } from 'ts-morph';
import { removeListElements } from '../edits.js';
import { moduleExportedAs, STRATEGIES } from '../mapping.js';
import { importOf } from './bindings.js';
import { unconverted } from './calls.js';
import type { FileContext } from './context.js';
import type { Site } from './sites.js';

/**
 * `createClient({ modules: {...}, auth })` of `@wix/sdk` → `createClient({ auth })` of `@frontdesk/core`:
 * `modules` goes (each call imports its function), `useCDN` too (one host); `host` and a function as
 * `auth` are reported.
 */
export function convertCreateClient(ctx: FileContext, site: Extract<Site, { kind: 'create-client' }>): void {
  const { call } = site;
  const callee = call.getExpression();
  const [config] = call.getArguments();
  ctx.replace(callee, ctx.ref('@frontdesk/core', 'createClient'));
  if (config !== undefined && !Node.isObjectLiteralExpression(config)) {
    unconverted(ctx, call, 'client-config');
    return;
  }
  let converted = true;
  const removed = new Set<ObjectLiteralElementLike>();
  for (const property of config?.getProperties() ?? []) {
    const name = Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property) ? property.getName() : undefined;
    if (name === 'modules' || name === 'useCDN' || name === 'validateRequestSchema') {
      removed.add(property);
      if (name === 'modules') reportUnmappedModules(ctx, property);
    } else if (name === 'host' || (name === 'auth' && Node.isPropertyAssignment(property) && isFunction(property.getInitializer()))) {
      ctx.report(property, 'client-option');
      converted = false;
    } else if (name === undefined) {
      ctx.report(property, 'client-config');
      converted = false;
    }
  }
  if (config) removeProperties(ctx, config, removed);
  ctx.callSite(converted);
}

/** `OAuthStrategy({ clientId, tokens })` → `oauth({ clientId, tokens })`, `ApiKeyStrategy(...)` → `apiKey(...)`. */
export function convertStrategy(ctx: FileContext, site: Extract<Site, { kind: 'strategy' }>): void {
  const { call, name } = site;
  const target = STRATEGIES[name];
  if (!target) {
    unconverted(ctx, call, 'strategy');
    return;
  }
  ctx.replace(call.getExpression(), ctx.ref('@frontdesk/core', target));
  const [options] = call.getArguments();
  let converted = true;
  if (Node.isObjectLiteralExpression(options)) {
    const removed = new Set<ObjectLiteralElementLike>();
    for (const property of options.getProperties()) {
      const key = Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property) ? property.getName() : undefined;
      if (key === 'tokenStorage') {
        ctx.report(property, 'token-storage');
        converted = false;
      } else if (key === 'tokenRequestOptions') {
        ctx.report(property, 'strategy-option');
        converted = false;
      } else if (key === 'publicKey' && name === 'OAuthStrategy') {
        removed.add(property);
      }
    }
    removeProperties(ctx, options, removed);
  }
  ctx.callSite(converted);
}

/** Reports the modules of `modules: { ... }` that have no Frontdesk counterpart (their calls are reported too). */
function reportUnmappedModules(ctx: FileContext, property: ObjectLiteralElementLike): void {
  const literal = Node.isPropertyAssignment(property) ? property.getInitializer() : undefined;
  if (!Node.isObjectLiteralExpression(literal)) return;
  for (const entry of literal.getProperties()) {
    const imported = importOf(entry);
    if (imported && !moduleExportedAs(imported.specifier, imported.name)) ctx.report(entry, 'module-unknown');
  }
}

function isFunction(node: Node | undefined): boolean {
  return Node.isArrowFunction(node) || Node.isFunctionExpression(node);
}

/** Removes properties of an object literal with their commas (and their lines, when they have their own). */
function removeProperties(ctx: FileContext, literal: ObjectLiteralExpression, removed: ReadonlySet<ObjectLiteralElementLike>): void {
  if (removed.size === 0) return;
  if (!removeListElements(ctx.edits, literal.getProperties(), removed)) ctx.replace(literal, '{}');
}
