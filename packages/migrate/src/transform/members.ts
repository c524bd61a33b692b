import {
  type BindingElement,
  Node,
  type ObjectBindingPattern,
  type ObjectLiteralExpression,
  type PropertyAccessExpression,
  SyntaxKind,
  type TypeChecker,
  type ts,
} from 'ts-morph';
import { RENAMED_FIELDS } from '../mapping.js';
import { isWixSymbol, wixPackageOfPath } from '../official.js';
import type { FileContext } from './context.js';
import type { ResultShapes } from './results.js';

/**
 * Reads of official results: `_id`, `_createdDate` and `_updatedDate` become their wire names
 * wherever the type checker says they are read on an official type (results, and the values they
 * flow into), in property reads, destructuring and object literals typed by official parameters;
 * members of paged and wrapped results change with their `Page` or entity (see {@link ResultShapes}).
 *
 * Returns the reads of wrapped results (`{ service }`), which are rewritten after the calls.
 */
export function convertMemberReads(ctx: FileContext, shapes: ResultShapes, checker: TypeChecker, officialFile: boolean): Node[] {
  const unwraps: Node[] = [];
  const file = ctx.sourceFile;

  for (const access of file.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression)) {
    const name = access.getName();
    const wire = RENAMED_FIELDS[name];
    if (wire === undefined && !shapes.has(name)) continue;
    const symbol = access.getNameNode().getSymbol();
    if (wire !== undefined) {
      if (isWixSymbol(symbol)) ctx.replace(access.getNameNode(), wire);
      else if (officialFile && isUntyped(access)) ctx.report(access, 'untyped-field');
      continue;
    }
    const action = shapes.actionFor(symbol);
    if (action === 'items') ctx.replace(access.getNameNode(), 'items');
    else if (action === 'response') ctx.replace(access.getNameNode(), `response.${name}`);
    else if (action === 'length') ctx.replace(access.getNameNode(), 'items.length');
    else if (action === 'unwrap') unwraps.push(access);
    else if (action === 'unsupported') ctx.report(access, 'query-result');
  }

  for (const pattern of file.getDescendantsOfKind(SyntaxKind.ObjectBindingPattern)) {
    const keys = pattern.getElements().map((element) => element.getPropertyNameNode()?.getText() ?? element.getNameNode().getText());
    if (!keys.some((key) => RENAMED_FIELDS[key] !== undefined || shapes.has(key))) continue;
    const unwrap = convertPattern(ctx, shapes, checker, pattern);
    if (unwrap) unwraps.push(unwrap);
  }

  for (const literal of file.getDescendantsOfKind(SyntaxKind.ObjectLiteralExpression)) convertLiteralKeys(ctx, checker, literal);
  return unwraps;
}

/** Rewrites a read of a wrapped result (`result.service` → `result`); one of the nodes {@link convertMemberReads} returned. */
export function convertUnwrap(ctx: FileContext, node: Node): void {
  if (Node.isPropertyAccessExpression(node)) {
    if (!ctx.replace(node, ctx.render(node.getExpression()))) ctx.report(node, 'unwrap-result');
    return;
  }
  if (Node.isObjectBindingPattern(node)) {
    const [element] = node.getElements();
    if (!element || !ctx.replace(node, ctx.render(element.getNameNode()))) ctx.report(node, 'unwrap-result');
  }
}

function isUntyped(access: PropertyAccessExpression): boolean {
  const type = access.getExpression().getType();
  return type.isAny() || type.isUnknown();
}

function convertPattern(ctx: FileContext, shapes: ResultShapes, checker: TypeChecker, pattern: ObjectBindingPattern): Node | undefined {
  const compiler = checker.compilerObject;
  const source = compiler.getTypeAtLocation(pattern.compilerNode);
  let unwrap: BindingElement | undefined;
  for (const element of pattern.getElements()) {
    if (element.getDotDotDotToken()) continue;
    const propertyNode = element.getPropertyNameNode();
    const key = propertyNode ? propertyNode.getText() : element.getNameNode().getText();
    const property = compiler.getPropertyOfType(source, key);
    if (!property) continue;
    const wire = RENAMED_FIELDS[key];
    if (wire !== undefined) {
      if (!isWixDeclared(property)) continue;
      if (propertyNode) ctx.replace(propertyNode, wire);
      else ctx.edits.insert(element.getNameNode().getStart(), `${wire}: `);
      continue;
    }
    const action = shapes.actionFor(property);
    if (action === 'items') {
      if (propertyNode) ctx.replace(propertyNode, 'items');
      else ctx.edits.insert(element.getNameNode().getStart(), 'items: ');
    } else if (action === 'response') {
      ctx.replace(element, `response: { ${ctx.render(element)} }`);
    } else if (action === 'unwrap') {
      unwrap = element;
    } else if (action === 'unsupported') {
      ctx.report(element, 'query-result');
    }
  }
  if (!unwrap) return undefined;
  if (pattern.getElements().length === 1 && !unwrap.getInitializer()) return pattern;
  ctx.report(pattern, 'unwrap-result');
  return undefined;
}

function convertLiteralKeys(ctx: FileContext, checker: TypeChecker, literal: ObjectLiteralExpression): void {
  const renamed = literal
    .getProperties()
    .filter(
      (property) =>
        (Node.isPropertyAssignment(property) || Node.isShorthandPropertyAssignment(property)) &&
        RENAMED_FIELDS[property.getName()] !== undefined,
    );
  if (renamed.length === 0) return;
  const compiler = checker.compilerObject;
  const contextual = compiler.getContextualType(literal.compilerNode as ts.ObjectLiteralExpression);
  if (!contextual) return;
  for (const property of renamed) {
    if (!Node.isPropertyAssignment(property) && !Node.isShorthandPropertyAssignment(property)) continue;
    const key = property.getName();
    const declared = contextualProperty(compiler, contextual, key);
    if (!declared || !isWixDeclared(declared)) continue;
    const wire = RENAMED_FIELDS[key]!;
    if (Node.isPropertyAssignment(property)) ctx.replace(property.getNameNode(), wire);
    else ctx.edits.insert(property.getNameNode().getStart(), `${wire}: `);
  }
}

function contextualProperty(compiler: ts.TypeChecker, type: ts.Type, key: string): ts.Symbol | undefined {
  const direct = compiler.getPropertyOfType(type, key);
  if (direct) return direct;
  if (type.isUnion()) {
    for (const member of type.types) {
      const found = compiler.getPropertyOfType(member, key);
      if (found) return found;
    }
  }
  return undefined;
}

function isWixDeclared(symbol: ts.Symbol): boolean {
  return (symbol.declarations ?? []).some((declaration) => wixPackageOfPath(declaration.getSourceFile().fileName) !== undefined);
}
