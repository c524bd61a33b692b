import type { CallExpression, Node, Symbol as MorphSymbol, TypeChecker, ts } from 'ts-morph';
import type { CallMapping } from '../mapping.js';

/**
 * What happens to a member of an official result whose Frontdesk result has another shape:
 *
 * - `items`: the collection of a paged answer (`plans`, `orders`, ...) is `page.items`;
 * - `response`: any other member of a paged answer is under `page.response`;
 * - `unwrap`: `{ service }` is the service itself;
 * - `length`: a query result's `length` is `page.items.length`;
 * - `unsupported`: no `Page` counterpart (`currentPage`, `totalPages`, `query`).
 */
export type ResultAction = 'items' | 'response' | 'unwrap' | 'length' | 'unsupported';

/** Members of an official query builder result that a `Page` has under the same name. */
const PAGE_MEMBERS = new Set(['items', 'totalCount', 'pageSize', 'hasNext', 'hasPrev', 'next', 'prev', 'cursors']);

/**
 * The members of official results that change, keyed by their declaration in the official typings.
 * Filled from the converted calls of the whole project (their result types), then looked up for
 * every member read in every file: a result passed around keeps its official type, so a read
 * anywhere is found.
 */
export class ResultShapes {
  private readonly actions = new Map<ts.Node, ResultAction>();
  /** The member names registered, so that a read of another name needs no type query. */
  private readonly names = new Set<string>();

  constructor(private readonly checker: TypeChecker) {}

  /** Registers the result of a converted call whose shape differs (paged, or wrapped). */
  registerCall(call: CallExpression, mapping: CallMapping): void {
    const result = mapping.result;
    if (!result) return;
    for (const property of this.awaitedProperties(call)) {
      const name = property.name;
      if (result.kind === 'page') this.set(property, name === result.items ? 'items' : 'response');
      else if (name === result.property) this.set(property, 'unwrap');
    }
  }

  /** Registers the result of a query builder's `.find()`. */
  registerBuilderResult(find: CallExpression): void {
    for (const property of this.awaitedProperties(find)) {
      const name = property.name;
      if (PAGE_MEMBERS.has(name)) continue;
      this.set(property, name === 'length' ? 'length' : 'unsupported');
    }
  }

  /** What happens to a member read through `symbol`, if its shape changes. */
  actionFor(symbol: MorphSymbol | ts.Symbol | undefined): ResultAction | undefined {
    if (!symbol) return undefined;
    const compilerSymbol = 'compilerSymbol' in symbol ? symbol.compilerSymbol : symbol;
    for (const declaration of compilerSymbol.declarations ?? []) {
      const action = this.actions.get(declaration);
      if (action) return action;
    }
    return undefined;
  }

  /** True when some registered member has this name (a cheap test before resolving a read's symbol). */
  has(name: string): boolean {
    return this.names.has(name);
  }

  private set(property: ts.Symbol, action: ResultAction): void {
    this.names.add(property.name);
    for (const declaration of property.declarations ?? []) this.actions.set(declaration, action);
  }

  /** The members of the call's result (awaited), as the compiler's symbols. */
  private awaitedProperties(call: Node): ts.Symbol[] {
    const compiler = this.checker.compilerObject;
    const type = compiler.getTypeAtLocation(call.compilerNode);
    const awaited = compiler.getAwaitedType(type) ?? type;
    return compiler.getPropertiesOfType(awaited);
  }
}
