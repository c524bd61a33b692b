import { Node, SyntaxKind } from 'ts-morph';
import type { ModuleMapping } from '../mapping.js';
import { isOfficialClient } from '../official.js';
import type { FileContext } from './context.js';

/** Members of the official client that are methods of its own, not modules. */
const CLIENT_MEMBERS = new Set(['setHeaders', 'fetch', 'fetchWithAuth', 'use', 'enableContext', 'graphql']);

/**
 * The catch-all pass, after every transform: what is still official and was neither converted nor
 * reported gets reported, so nothing is left silently. Two kinds:
 *
 * - a member of an official client used apart from a call (`const { plans } = wixClient`,
 *   `useAuth(wixClient.auth)`, `wixClient.webhooks`);
 * - `x.<module>.<fn>(...)` on a value whose type is not known (JavaScript parameters, `any`), where
 *   `<module>` is a module name the app registers with `createClient` and `<fn>` one of its
 *   functions: likely an official call, which the tool cannot convert without the client's type.
 */
export function reportLeftovers(ctx: FileContext, moduleKeys: ReadonlyMap<string, ModuleMapping | null>): void {
  const file = ctx.sourceFile;
  reportDestructuredClients(ctx);
  for (const access of file.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    const name = access.getName();
    if (!moduleKeys.has(name) && name !== 'auth' && name !== 'webhooks' && name !== 'servicePlugins' && !CLIENT_MEMBERS.has(name)) {
      // `wixClient.auth.<member>` read as a value (the captcha keys, `sessions`).
      const owner = access.getExpression();
      if (
        Node.isPropertyAccessExpression(owner) &&
        owner.getName() === 'auth' &&
        !isSettled(ctx, access) &&
        isOfficialClient(owner.getExpression())
      ) {
        ctx.report(access, 'auth-method');
      }
      continue;
    }
    if (isSettled(ctx, access)) continue;
    const owner = access.getExpression();
    const type = owner.getType();
    const untyped = type.isAny() || type.isUnknown();
    if (!untyped && !isOfficialClient(owner)) continue;
    const callee = access.getParent();
    const call = callee?.getParent();
    const unresolvedCall =
      Node.isPropertyAccessExpression(callee) &&
      callee.getExpression() === access &&
      Node.isCallExpression(call) &&
      call.getExpression() === callee &&
      callee.getNameNode().getSymbol() === undefined;
    if (unresolvedCall && moduleKeys.has(name)) {
      const module = moduleKeys.get(name);
      if (module === null || module?.calls[callee.getName()]) {
        // A module with no Frontdesk counterpart (its typings are not loaded), or a mapped call on a
        // value whose type is not known.
        ctx.callSite(false);
        ctx.report(call, module === null ? 'module-unknown' : 'client-unknown');
      }
      continue;
    }
    if (untyped) continue;
    const reason =
      name === 'auth'
        ? 'auth-apart'
        : name === 'webhooks' || name === 'servicePlugins'
          ? 'events'
          : CLIENT_MEMBERS.has(name)
            ? 'client-method'
            : 'module-apart';
    ctx.report(access, reason);
  }
}

/** `const { plans, auth } = wixClient`: members of an official client taken apart from it. */
function reportDestructuredClients(ctx: FileContext): void {
  for (const pattern of ctx.sourceFile.getDescendantsOfKind(SyntaxKind.ObjectBindingPattern)) {
    const declaration = pattern.getParent();
    const source =
      Node.isVariableDeclaration(declaration) || Node.isParameterDeclaration(declaration) ? declaration.getInitializer() : undefined;
    if (!source || isSettled(ctx, pattern) || !isOfficialClient(source)) continue;
    const names = pattern.getElements().map((element) => element.getPropertyNameNode()?.getText() ?? element.getName());
    const statement = declaration!.getFirstAncestorByKind(SyntaxKind.VariableStatement) ?? declaration!;
    ctx.report(statement, names.every((name) => name === 'auth') ? 'auth-apart' : 'module-apart');
  }
}

/** True for a node a transform converted, marked as handled, or reported already. */
function isSettled(ctx: FileContext, node: Node): boolean {
  return ctx.isHandled(node) || ctx.isReported(node) || ctx.edits.touches(node.getStart(), node.getEnd());
}
