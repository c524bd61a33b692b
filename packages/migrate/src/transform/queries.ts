import { type CallExpression, type Expression, Node } from 'ts-morph';
import { FILTER_OPERATORS, RENAMED_FIELDS } from '../mapping.js';
import type { ReasonCode } from '../reasons.js';
import type { FileContext } from './context.js';
import type { ResultShapes } from './results.js';
import type { Site } from './sites.js';

type BuilderSite = Extract<Site, { kind: 'module-call' }>;

/** One `.method(args)` of a builder chain. */
interface Link {
  name: string;
  args: Node[];
  call: CallExpression;
}

/**
 * The builder chain that starts at a builder call: `queryX(options?)` followed by `.eq(...)`,
 * `.limit(...)`, ... up to `.find()`. `find` is undefined when the chain stops before it (the
 * builder is kept in a variable, returned or passed on).
 */
export function builderChain(start: CallExpression): { links: Link[]; find: CallExpression | undefined } {
  const links: Link[] = [];
  let node: Node = start;
  for (;;) {
    const access = node.getParent();
    if (!Node.isPropertyAccessExpression(access) || access.getExpression() !== node) break;
    const call = access.getParent();
    if (!Node.isCallExpression(call) || call.getExpression() !== access) break;
    links.push({ name: access.getName(), args: call.getArguments(), call });
    node = call;
    if (access.getName() === 'find') return { links, find: call };
  }
  return { links, find: undefined };
}

/** Registers the result of a builder chain's `.find()` (what its `Page` differs in). */
export function registerBuilder(shapes: ResultShapes, site: BuilderSite): void {
  const { find } = builderChain(site.call);
  if (find) shapes.registerBuilderResult(find);
}

/**
 * `wixClient.plans.queryPublicPlans().eq('primary', false).descending('_createdDate').limit(10).find()`
 * → `queryPublicPlans(wixClient, { filter: { primary: false }, sort: [{ fieldName: 'createdDate', order: 'DESC' }], paging: { limit: 10 } })`.
 */
export function convertBuilder(ctx: FileContext, site: BuilderSite): void {
  const { links, find } = builderChain(site.call);
  if (!find) {
    fail(ctx, site.call, 'builder-kept');
    return;
  }
  const builder = site.mapping.builder!;
  const q = ctx.quote;
  const filter = new Map<string, [operator: string, value: string][]>();
  const sort: string[] = [];
  const paging: [string, string][] = [];
  const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `${q}${name}${q}`);
  const field = (node: Node | undefined): string | undefined =>
    Node.isStringLiteral(node) || Node.isNoSubstitutionTemplateLiteral(node)
      ? (RENAMED_FIELDS[node.getLiteralText()] ?? node.getLiteralText())
      : undefined;

  for (const link of links.slice(0, -1)) {
    const operator = FILTER_OPERATORS[link.name];
    if (operator !== undefined || link.name === 'between') {
      const name = field(link.args[0]);
      if (name === undefined) {
        fail(ctx, link.call, 'builder-field');
        return;
      }
      const values = link.args.slice(1).map((arg) => ctx.render(arg));
      const entries = filter.get(name) ?? [];
      if (link.name === 'between') entries.push(['$gte', values[0] ?? 'undefined'], ['$lt', values[1] ?? 'undefined']);
      else entries.push([operator!, values[0] ?? 'undefined']);
      filter.set(name, entries);
    } else if (link.name === 'ascending' || link.name === 'descending') {
      for (const arg of link.args) {
        const name = field(arg);
        if (name === undefined) {
          fail(ctx, link.call, 'builder-field');
          return;
        }
        sort.push(`{ fieldName: ${q}${name}${q}, order: ${q}${link.name === 'ascending' ? 'ASC' : 'DESC'}${q} }`);
      }
    } else if (link.name === 'limit' && link.args.length === 1) {
      paging.push(['limit', ctx.render(link.args[0]!)]);
    } else if (link.name === 'skip' && link.args.length === 1 && builder.paging === 'offset') {
      paging.push(['offset', ctx.render(link.args[0]!)]);
    } else if (link.name === 'skipTo' && link.args.length === 1 && builder.paging === 'cursor') {
      paging.push(['cursor', ctx.render(link.args[0]!)]);
    } else {
      fail(ctx, link.call, 'builder-method');
      return;
    }
  }

  const parts: string[] = [];
  if (filter.size > 0) {
    const fields = [...filter].map(([name, entries]) =>
      entries.length === 1 && entries[0]![0] === '$eq'
        ? entries[0]![1] === name && key(name) === name
          ? name
          : `${key(name)}: ${entries[0]![1]}`
        : `${key(name)}: { ${entries.map(([operator, value]) => `${operator}: ${value}`).join(', ')} }`,
    );
    parts.push(`filter: { ${fields.join(', ')} }`);
  }
  if (sort.length > 0) parts.push(`${builder.sort}: [${sort.join(', ')}]`);
  if (paging.length > 0) {
    parts.push(
      `${builder.paging === 'cursor' ? 'cursorPaging' : 'paging'}: { ${paging.map(([name, value]) => `${name}: ${value}`).join(', ')} }`,
    );
  }
  const [options] = site.call.getArguments();
  const args = [ctx.render(site.client)];
  if (parts.length > 0 || options || builder.paging === 'cursor') args.push(parts.length > 0 ? `{ ${parts.join(', ')} }` : '{}');
  if (options) args.push(ctx.render(options));
  const fn = ctx.ref(site.module.target, site.mapping.to);
  const start = site.call.getStart();
  const converted = ctx.edits.replace(start, find.getEnd(), `${fn}(${args.join(', ')})`);
  if (!converted) {
    fail(ctx, site.call, 'builder-kept');
    return;
  }
  ctx.callSite(true);
  ctx.markHandled(site.call);
}

function fail(ctx: FileContext, node: Expression | Node, reason: ReasonCode): void {
  ctx.callSite(false);
  ctx.report(node, reason);
}
