import { type Identifier, Node, SyntaxKind } from 'ts-morph';
import { FRONTDESK_EXPORTS } from '../frontdesk-exports.js';
import { type FrontdeskPackage, moduleExportedAs, SDK_NAMES } from '../mapping.js';
import { type OfficialBinding, type OpaqueImport, referencesOf } from './bindings.js';
import type { FileContext } from './context.js';

/**
 * The names a file imports from the official packages, wherever they are still used once the call
 * sites are converted: `Tokens`, `LoginState`, `WixClient<...>` and `createClient` (in `typeof`) get
 * their Frontdesk counterparts; a module's types and enums (`plans.Plan`, `plans.PeriodUnit`) the
 * export of the same name of the module's Frontdesk package. Anything else is reported, never left
 * silently.
 */
export function convertOfficialNames(ctx: FileContext, bindings: OfficialBinding[], opaque: OpaqueImport[]): void {
  for (const { node } of opaque) ctx.report(node, 'official-import');
  for (const binding of bindings) {
    for (const reference of referencesOf(binding)) {
      if (ctx.edits.touches(reference.getStart(), reference.getEnd()) || ctx.isReported(reference)) continue;
      if (binding.specifier === '@wix/sdk') convertSdkName(ctx, binding, reference);
      else convertModuleName(ctx, binding, reference);
    }
  }
}

function convertSdkName(ctx: FileContext, binding: OfficialBinding, reference: Identifier): void {
  const typeOnly = isTypeName(reference);
  if (binding.imported === 'createClient') {
    ctx.replace(reference, ctx.ref('@frontdesk/core', 'createClient', typeOnly));
    return;
  }
  if (binding.imported === 'WixClient') {
    const typeReference = reference.getParent();
    if (!Node.isTypeReference(typeReference)) {
      ctx.report(reference, 'official-import');
      return;
    }
    const [, strategy] = typeReference.getTypeArguments();
    const auth = strategy?.getText() ?? '';
    const api = /ApiKey/.test(auth) ? 'ApiKeyAuth' : /OAuth/.test(auth) ? 'OAuthApi' : undefined;
    const client = ctx.ref('@frontdesk/core', 'FrontdeskClient', true);
    ctx.replace(typeReference, api ? `${client}<${ctx.ref('@frontdesk/core', api, true)}>` : client);
    return;
  }
  const mapped = SDK_NAMES[binding.imported];
  if (mapped) {
    ctx.replace(reference, ctx.ref(mapped.package, mapped.to, typeOnly));
    return;
  }
  ctx.report(reference, 'official-import');
}

function convertModuleName(ctx: FileContext, binding: OfficialBinding, reference: Identifier): void {
  const module = moduleExportedAs(binding.specifier, binding.imported);
  const parent = reference.getParent();
  if (!module) {
    ctx.report(reference, 'module-unknown');
    return;
  }
  if (Node.isQualifiedName(parent) && parent.getLeft() === reference) {
    const target = exporter(module.target, parent.getRight().getText());
    if (!target) {
      ctx.report(parent, 'official-type');
      return;
    }
    ctx.replace(parent, ctx.ref(target, parent.getRight().getText(), true));
    return;
  }
  if (Node.isPropertyAccessExpression(parent) && parent.getExpression() === reference) {
    const name = parent.getName();
    if (module.calls[name]) {
      ctx.report(parent, 'no-client');
      return;
    }
    const target = exporter(module.target, name, true);
    if (!target) {
      ctx.report(parent, 'official-type');
      return;
    }
    ctx.replace(parent, ctx.ref(target, name));
    return;
  }
  ctx.report(reference, 'official-import');
}

/** The package that exports `name` (the module's package first, then core), as a value when `value`. */
function exporter(pkg: FrontdeskPackage, name: string, value = false): FrontdeskPackage | undefined {
  for (const candidate of [pkg, '@frontdesk/core'] as const) {
    const exports = FRONTDESK_EXPORTS[candidate];
    if (exports.values.has(name) || (!value && exports.types.has(name))) return candidate;
  }
  return undefined;
}

/** True for an identifier used as a type name (`Tokens` in `let t: Tokens`), which a type-only import covers. */
function isTypeName(identifier: Identifier): boolean {
  const parent = identifier.getParent();
  return parent?.getKind() === SyntaxKind.TypeReference;
}
