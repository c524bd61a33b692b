import { type Expression, Node, type PropertyAccessExpression, SyntaxKind, type VariableDeclaration } from 'ts-morph';
import { referencesInFile } from './bindings.js';
import type { FileContext } from './context.js';

/** The guard for an HTTP status the official SDK puts in `applicationError.code` when the platform sent no code. */
const STATUS_GUARDS: Record<number, string> = {
  401: 'isAuthenticationError',
  403: 'isPermissionError',
  404: 'isNotFoundError',
  409: 'isConflictError',
  429: 'isRateLimitError',
};

/**
 * Error handling written for the official error shape, where its intent is clear:
 *
 * - `error.details?.applicationError?.code === 'SLOT_NOT_AVAILABLE'` → `isApiError(error) && error.code === 'SLOT_NOT_AVAILABLE'`
 *   (also through `const details = error.details ?? {}`, and negated);
 * - `...applicationError?.code === 404` (the status as a number) → `isNotFoundError(error)` (401, 403, 409 and 429 likewise);
 * - `error.details?.validationError` as a condition → `isValidationError(error)`;
 * - `JSON.parse(error.message).message` → `error.message` (Frontdesk messages are readable text).
 *
 * `error` is the variable of a `catch` clause or the parameter of a `.catch()` callback. Any other
 * read of `applicationError`, `validationError` or `JSON.parse(error.message)` is reported.
 */
export function convertErrorHandling(ctx: FileContext): void {
  const file = ctx.sourceFile;
  const detailsVariables = new Set<VariableDeclaration>();
  for (const access of file.getDescendantsOfKind(SyntaxKind.PropertyAccessExpression).reverse()) {
    const name = access.getName();
    if (name !== 'applicationError' && name !== 'validationError') continue;
    const source = detailsSource(access.getExpression());
    if (!source) continue;
    if (source.variable) detailsVariables.add(source.variable);
    const converted =
      name === 'applicationError' ? convertApplicationError(ctx, access, source.error) : convertValidationError(ctx, access, source.error);
    if (!converted) ctx.report(access, 'error-shape');
  }
  for (const call of file.getDescendantsOfKind(SyntaxKind.CallExpression)) {
    const error = parsedMessageOf(call);
    if (!error || ctx.edits.touches(call.getStart(), call.getEnd())) continue;
    const parent = call.getParent();
    if (Node.isPropertyAccessExpression(parent) && parent.getName() === 'message') ctx.replace(parent, `${error}.message`);
    else if (!(Node.isPropertyAccessExpression(parent) && parent.getName() === 'details')) ctx.report(call, 'error-shape');
  }
  // `const details = error.details ?? {}` once nothing reads it any more.
  for (const variable of detailsVariables) {
    const name = variable.getNameNode();
    if (!Node.isIdentifier(name)) continue;
    const uses = referencesInFile(name);
    if (uses.every((use) => ctx.edits.touches(use.getStart(), use.getEnd()))) {
      const statement = variable.getVariableStatement();
      if (statement && statement.getDeclarations().length === 1) ctx.edits.replace(statement.getFullStart(), statement.getEnd(), '');
    }
  }
}

/** `error.details`, `JSON.parse(error.message).details` or a variable holding `error.details ?? {}`: the error's name. */
function detailsSource(node: Expression): { error: string; variable?: VariableDeclaration } | undefined {
  const expression = unwrap(node);
  if (Node.isPropertyAccessExpression(expression) && expression.getName() === 'details') {
    const owner = unwrap(expression.getExpression());
    const parsed = Node.isCallExpression(owner) ? parsedMessageOf(owner) : undefined;
    if (parsed) return { error: parsed };
    const error = errorName(owner);
    return error ? { error } : undefined;
  }
  if (Node.isIdentifier(expression)) {
    const declaration = expression.getSymbol()?.getValueDeclaration();
    if (!Node.isVariableDeclaration(declaration)) return undefined;
    const initializer = declaration.getInitializer();
    const value =
      Node.isBinaryExpression(initializer) && ['??', '||'].includes(initializer.getOperatorToken().getText())
        ? initializer.getLeft()
        : initializer;
    const source = value ? detailsSource(value) : undefined;
    return source && !source.variable ? { error: source.error, variable: declaration } : undefined;
  }
  return undefined;
}

function convertApplicationError(ctx: FileContext, access: PropertyAccessExpression, error: string): boolean {
  const code = access.getParent();
  if (!Node.isPropertyAccessExpression(code) || code.getExpression() !== access || code.getName() !== 'code') return false;
  const comparison = code.getParent();
  if (!Node.isBinaryExpression(comparison)) return false;
  const operator = comparison.getOperatorToken().getText();
  if (!['===', '==', '!==', '!='].includes(operator)) return false;
  const other = comparison.getLeft() === code ? comparison.getRight() : comparison.getLeft();
  const negated = operator.startsWith('!');
  let check: string;
  if (Node.isStringLiteral(other) || Node.isNoSubstitutionTemplateLiteral(other)) {
    check = `${ctx.ref('@frontdesk/core', 'isApiError')}(${error}) && ${error}.code === ${other.getText()}`;
  } else if (Node.isNumericLiteral(other)) {
    const guard = STATUS_GUARDS[Number(other.getLiteralValue())];
    check = guard
      ? `${ctx.ref('@frontdesk/core', guard)}(${error})`
      : `${ctx.ref('@frontdesk/core', 'isApiError')}(${error}) && ${error}.status === ${other.getText()}`;
  } else {
    return false;
  }
  const simple = !check.includes(' && ');
  const text = negated ? (simple ? `!${check}` : `!(${check})`) : simple || standsAlone(comparison) ? check : `(${check})`;
  return ctx.replace(comparison, text);
}

function convertValidationError(ctx: FileContext, access: PropertyAccessExpression, error: string): boolean {
  if (!isCondition(access)) return false;
  return ctx.replace(access, `${ctx.ref('@frontdesk/core', 'isValidationError')}(${error})`);
}

/** `JSON.parse(error.message)` → `error`. */
function parsedMessageOf(call: Node): string | undefined {
  if (!Node.isCallExpression(call) || call.getExpression().getText().replace(/\s/g, '') !== 'JSON.parse') return undefined;
  const [argument] = call.getArguments();
  const message = argument ? unwrap(argument) : undefined;
  if (!Node.isPropertyAccessExpression(message) || message.getName() !== 'message') return undefined;
  return errorName(unwrap(message.getExpression()));
}

/** The name of an error variable: a `catch (error)` clause's, or the parameter of a `.catch(error => ...)` callback. */
function errorName(node: Node): string | undefined {
  if (!Node.isIdentifier(node)) return undefined;
  const declaration = node.getSymbol()?.getDeclarations()[0];
  if (Node.isVariableDeclaration(declaration) && declaration.getParent()?.isKind(SyntaxKind.CatchClause)) return node.getText();
  if (Node.isParameterDeclaration(declaration)) {
    const fn = declaration.getParent();
    const call = fn?.getParent();
    if (Node.isCallExpression(call) && Node.isPropertyAccessExpression(call.getExpression())) {
      const method = (call.getExpression() as PropertyAccessExpression).getName();
      const index = call.getArguments().indexOf(fn as Expression);
      if ((method === 'catch' && index === 0) || (method === 'then' && index === 1)) return node.getText();
    }
  }
  return undefined;
}

/** Strips parentheses, `as` casts and non-null assertions. */
function unwrap(node: Node): Node {
  let current = node;
  for (;;) {
    if (Node.isParenthesizedExpression(current) || Node.isAsExpression(current) || Node.isNonNullExpression(current)) {
      current = current.getExpression();
    } else {
      return current;
    }
  }
}

/** True where a truth value is tested: a condition, an operand of `&&`, `||` or `!`. */
function isCondition(node: Node): boolean {
  const parent = node.getParent();
  if (Node.isIfStatement(parent) || Node.isWhileStatement(parent)) return parent.getExpression() === node;
  if (Node.isConditionalExpression(parent)) return parent.getCondition() === node;
  if (Node.isPrefixUnaryExpression(parent)) return parent.getOperatorToken() === SyntaxKind.ExclamationToken;
  if (Node.isBinaryExpression(parent)) return ['&&', '||'].includes(parent.getOperatorToken().getText());
  if (Node.isParenthesizedExpression(parent)) return isCondition(parent);
  return false;
}

/** True where an `a && b` needs no parentheses: a whole condition, statement, initializer or `&&` operand. */
function standsAlone(node: Node): boolean {
  const parent = node.getParent();
  if (Node.isIfStatement(parent) || Node.isWhileStatement(parent) || Node.isParenthesizedExpression(parent)) return true;
  if (Node.isExpressionStatement(parent) || Node.isReturnStatement(parent) || Node.isVariableDeclaration(parent)) return true;
  if (Node.isConditionalExpression(parent)) return parent.getCondition() === node;
  if (Node.isBinaryExpression(parent)) return parent.getOperatorToken().getText() === '&&';
  return false;
}
