import { type CallExpression, Node, SyntaxKind } from 'ts-morph';
import { AUTH_METHODS, type CallMapping, RENAMED_FIELDS } from '../mapping.js';
import { canAwait, type FileContext, isAwaited } from './context.js';
import type { Site } from './sites.js';

/** `wixClient.<module>.<fn>(...args)` → `<fn>(wixClient, ...args)`, the function imported from its package. */
export function convertModuleCall(ctx: FileContext, site: Extract<Site, { kind: 'module-call' }>): void {
  const { call, client, module, mapping } = site;
  const fn = ctx.ref(module.target, mapping.to);
  const converted = replaceCallee(ctx, call, `${fn}(${ctx.render(client)}`);
  if (converted && isQuery(mapping) && call.getArguments()[0]) renameQueryFields(ctx, call.getArguments()[0]!);
  ctx.callSite(converted);
  if (!converted) ctx.report(call, 'client-unknown');
}

/** `wixClient.auth.<method>(...)` → a `client.auth` method, or a function of core or identity that takes the client. */
export function convertAuthCall(ctx: FileContext, site: Extract<Site, { kind: 'auth-call' }>): void {
  const { call, client, method } = site;
  const mapping = AUTH_METHODS[method];
  const args = call.getArguments();
  if (!mapping) {
    unconverted(ctx, call, 'auth-method');
    return;
  }
  if (mapping.kind === 'method') {
    if (method === 'generateVisitorTokens' && args.length > 0) {
      unconverted(ctx, call, 'visitor-tokens');
      return;
    }
    if (mapping.dropArguments && args.length > 0) ctx.edits.replace(args[0]!.getStart(), args.at(-1)!.getEnd(), '');
    if (mapping.readsTokens) awaitReady(ctx, call, client);
    if (mapping.nowAsync && !isAwaited(call)) {
      if (canAwait(call)) insertAwait(ctx, call);
      else if (call.getParent()?.isKind(SyntaxKind.ExpressionStatement)) {
        ctx.edits.insert(call.getStart(), 'void ');
        ctx.report(call, 'not-async-note', 'note');
      }
    }
    ctx.callSite(true);
    return;
  }
  if (mapping.nowAsync && !isAwaited(call) && !canAwait(call)) {
    unconverted(ctx, call, 'not-async');
    return;
  }
  const fn = ctx.ref(mapping.package, mapping.to);
  const converted = replaceCallee(ctx, call, mapping.clientFirst ? `${fn}(${ctx.render(client)}` : `${fn}(`);
  if (!converted) {
    unconverted(ctx, call, 'client-unknown');
    return;
  }
  if (mapping.completeNoneAt !== undefined && args.length <= mapping.completeNoneAt) {
    const extra = [
      ...Array.from({ length: mapping.completeNoneAt - args.length }, () => 'undefined'),
      `{ complete: ${ctx.quote}none${ctx.quote} }`,
    ];
    const close = call.getLastChildByKindOrThrow(SyntaxKind.CloseParenToken);
    const trailingComma =
      args.length > 0 &&
      call
        .getText()
        .slice(0, close.getStart() - call.getStart())
        .trimEnd()
        .endsWith(',');
    const needsComma = (args.length > 0 || mapping.clientFirst) && !trailingComma;
    ctx.edits.insert(close.getStart(), `${needsComma ? ', ' : ''}${extra.join(', ')}`);
  }
  if (mapping.nowAsync && !isAwaited(call)) insertAwait(ctx, call);
  if (method === 'logout') ctx.report(call, 'logout-target', 'note');
  ctx.callSite(true);
}

/** `wixClient.graphql(query, variables)` → `graphql(wixClient, query, variables)`; other client methods are reported. */
export function convertClientMethod(ctx: FileContext, site: Extract<Site, { kind: 'client-method' }>): void {
  if (site.method !== 'graphql') {
    unconverted(ctx, site.call, 'client-method');
    return;
  }
  const fn = ctx.ref('@frontdesk/core', 'graphql');
  const converted = replaceCallee(ctx, site.call, `${fn}(${ctx.render(site.client)}`);
  ctx.callSite(converted);
  if (!converted) ctx.report(site.call, 'client-unknown');
}

/** Counts and reports a call site that stays as it is. */
export function unconverted(ctx: FileContext, call: Node, reason: Parameters<FileContext['report']>[1]): void {
  ctx.callSite(false);
  ctx.report(call, reason);
}

/**
 * Replaces `callee(` with `head` (which ends before the first argument, without the comma), and puts
 * `, ` between it and the arguments when there are any.
 */
function replaceCallee(ctx: FileContext, call: CallExpression, head: string): boolean {
  if (call.getTypeArguments().length > 0 || call.hasQuestionDotToken()) return false;
  const open = call.getFirstChildByKindOrThrow(SyntaxKind.OpenParenToken);
  const [first] = call.getArguments();
  // `fn(client, a)`, or `fn(client,` then the arguments on their own lines as they were.
  const separator = head.endsWith('(') || !first ? '' : ctx.edits.source.slice(open.getEnd(), first.getStart()).includes('\n') ? ',' : ', ';
  return ctx.edits.replace(call.getExpression().getStart(), open.getEnd(), `${head}${separator}`);
}

/**
 * Before a synchronous read of the tokens (`loggedIn()`, `getTokens()`), `await client.auth.ready();`
 * on a line of its own, once per block and client: Frontdesk loads the tokens asynchronously.
 * Outside an async function, or on a client that is not a plain name, the read is left with a note.
 */
function awaitReady(ctx: FileContext, call: Node, client: Node): void {
  // Inside arguments another conversion dropped (`renewToken(wixClient.auth.getTokens().refreshToken)`).
  if (ctx.edits.touches(call.getStart(), call.getEnd())) return;
  const statement = call.getFirstAncestor(
    (node) => Node.isStatement(node) && (Node.isBlock(node.getParent()) || Node.isSourceFile(node.getParent())),
  );
  const simple = /^[\w$]+(\.[\w$]+)*$/.test(client.getText());
  if (!statement || !canAwait(call) || !simple) {
    ctx.report(call, 'tokens-not-ready', 'note');
    return;
  }
  const block = statement.getParentOrThrow();
  const text = ctx.render(client);
  // Once per block: a read earlier in the same block (or an enclosing one) already waited.
  for (let scope: Node | undefined = block; scope; scope = scope.getParent()) {
    if (ctx.readied.has(`${scope.getStart()}:${text}`)) return;
  }
  ctx.readied.add(`${block.getStart()}:${text}`);
  const lineStart = statement.getStartLinePos();
  const indent = ctx.edits.source.slice(lineStart, statement.getStart());
  ctx.edits.insert(statement.getStart(), `await ${text}.auth.ready();\n${indent}`);
}

/** Puts `await` before a call, in parentheses when a member of its result is read. */
export function insertAwait(ctx: FileContext, call: Node): void {
  const parent = call.getParent();
  const needsParentheses =
    (Node.isPropertyAccessExpression(parent) || Node.isElementAccessExpression(parent)) && parent.getExpression() === call
      ? true
      : Node.isCallExpression(parent) && parent.getExpression() === call;
  ctx.edits.insert(call.getStart(), needsParentheses ? '(await ' : 'await ');
  if (needsParentheses) ctx.edits.insert(call.getEnd(), ')');
}

function isQuery(mapping: CallMapping): boolean {
  return mapping.builder !== undefined || mapping.result?.kind === 'page';
}

/**
 * In a query object given to a converted query call: field names in filters (keys) and sorts
 * (`fieldName` strings) become their wire names. Inside a query object these can only be field names.
 */
export function renameQueryFields(ctx: FileContext, argument: Node): void {
  if (!Node.isObjectLiteralExpression(argument)) return;
  for (const node of argument.getDescendants()) {
    if ((Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)) && RENAMED_FIELDS[node.getLiteralText()]) {
      const quote = node.getText()[0]!;
      ctx.replace(node, `${quote}${RENAMED_FIELDS[node.getLiteralText()]}${quote}`);
    } else if (Node.isIdentifier(node) && RENAMED_FIELDS[node.getText()]) {
      const parent = node.getParent();
      if (Node.isPropertyAssignment(parent) && parent.getNameNode() === node) ctx.replace(node, RENAMED_FIELDS[node.getText()]!);
    }
  }
}
