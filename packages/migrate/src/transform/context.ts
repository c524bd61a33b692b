import { Node, type SourceFile, SyntaxKind } from 'ts-morph';
import { EditSet } from '../edits.js';
import type { FrontdeskPackage } from '../mapping.js';
import { REASONS, type ReasonCode, reasonUrl } from '../reasons.js';
import type { Finding } from '../report.js';

/** A name the converted code imports from a Frontdesk package, written as a placeholder until names are allocated. */
export interface ImportRequest {
  placeholder: string;
  package: FrontdeskPackage;
  name: string;
  /** Only used as a type. */
  typeOnly: boolean;
}

const PLACEHOLDER = /__frontdesk_ref_(\d+)__/g;

/** The placeholders in a converted text. */
export function placeholdersIn(text: string): number[] {
  return [...text.matchAll(PLACEHOLDER)].map((match) => Number(match[1]));
}

/** Replaces each placeholder with its allocated name. */
export function fillPlaceholders(text: string, names: readonly string[]): string {
  return text.replace(PLACEHOLDER, (_, index: string) => names[Number(index)]!);
}

/**
 * What one file's conversion collects: its edits, the names it imports, what it reports, and how many
 * official call sites it found and converted.
 */
export class FileContext {
  readonly edits: EditSet;
  readonly imports: ImportRequest[] = [];
  readonly findings: Finding[] = [];
  callSites = 0;
  converted = 0;
  /** Blocks (start position and client text) where `await client.auth.ready()` was inserted. */
  readonly readied = new Set<string>();
  /** The file's quote character for the strings the tool writes. */
  readonly quote: string;
  /** Nodes already handled by a transform (by start position and kind), so the catch-all passes skip them. */
  private readonly handled = new Set<string>();
  /** The ranges of the places reported, so a place inside one is not reported again. */
  private readonly reported: [start: number, end: number][] = [];

  constructor(
    readonly sourceFile: SourceFile,
    readonly displayPath: string,
  ) {
    this.edits = new EditSet(sourceFile.getFullText());
    const firstImport = sourceFile.getImportDeclarations()[0]?.getModuleSpecifier().getText();
    this.quote = firstImport?.startsWith('"') ? '"' : "'";
  }

  /** A placeholder for `name` of `pkg` (the same one for repeated requests). */
  ref(pkg: FrontdeskPackage, name: string, typeOnly = false): string {
    const existing = this.imports.find((request) => request.package === pkg && request.name === name);
    if (existing) {
      if (!typeOnly) existing.typeOnly = false;
      return existing.placeholder;
    }
    const placeholder = `__frontdesk_ref_${this.imports.length}__`;
    this.imports.push({ placeholder, package: pkg, name, typeOnly });
    return placeholder;
  }

  /** The node's text with the edits inside it applied. */
  render(node: Node): string {
    return this.edits.render(node.getStart(), node.getEnd());
  }

  /** Replaces a node (its text without leading trivia). */
  replace(node: Node, text: string): boolean {
    return this.edits.replace(node.getStart(), node.getEnd(), text);
  }

  /** Marks a node as handled by a transform. */
  markHandled(node: Node): void {
    this.handled.add(`${node.getStart()}:${node.getKind()}`);
  }

  /** True when a transform handled the node. */
  isHandled(node: Node): boolean {
    return this.handled.has(`${node.getStart()}:${node.getKind()}`);
  }

  /** True when the node is inside a place already reported. */
  isReported(node: Node): boolean {
    const start = node.getStart();
    const end = node.getEnd();
    return this.reported.some(([from, to]) => from <= start && end <= to);
  }

  /** Counts an official call site, converted or not. */
  callSite(converted: boolean): void {
    this.callSites++;
    if (converted) this.converted++;
  }

  /** Reports a place that was not converted (`note`: converted, worth a look). */
  report(node: Node, reason: ReasonCode, kind: Finding['kind'] = 'not-converted'): void {
    if (kind === 'not-converted') this.reported.push([node.getStart(), node.getEnd()]);
    const { line, column } = this.sourceFile.getLineAndColumnAtPos(node.getStart());
    if (this.findings.some((f) => f.line === line && f.column === column && f.reason === reason)) return;
    const firstLine = node.getText().split('\n')[0]!.trim();
    this.findings.push({
      kind,
      file: this.displayPath,
      line,
      column,
      code: firstLine.length > 100 ? `${firstLine.slice(0, 97)}...` : firstLine,
      reason,
      message: REASONS[reason].text,
      url: reasonUrl(reason),
    });
  }
}

/** True when the node is inside an async function (or at the top level of an ES module, where `await` works). */
export function canAwait(node: Node): boolean {
  const fn = enclosingFunction(node);
  if (!fn) {
    const file = node.getSourceFile();
    return file.getImportDeclarations().length > 0 && !file.getFilePath().endsWith('.cjs');
  }
  return Node.isAsyncable(fn) && fn.isAsync();
}

/** True when the expression is the operand of an `await` already. */
export function isAwaited(node: Node): boolean {
  let current: Node = node;
  let parent = current.getParent();
  while (parent?.isKind(SyntaxKind.ParenthesizedExpression)) {
    current = parent;
    parent = current.getParent();
  }
  return parent?.isKind(SyntaxKind.AwaitExpression) === true;
}

const FUNCTION_KINDS = new Set([
  SyntaxKind.ArrowFunction,
  SyntaxKind.FunctionExpression,
  SyntaxKind.FunctionDeclaration,
  SyntaxKind.MethodDeclaration,
  SyntaxKind.Constructor,
  SyntaxKind.GetAccessor,
  SyntaxKind.SetAccessor,
]);

/** The innermost function around a node, if any. */
export function enclosingFunction(node: Node): Node | undefined {
  return node.getFirstAncestor((ancestor) => FUNCTION_KINDS.has(ancestor.getKind()));
}
