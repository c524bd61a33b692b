// Types of scripts/typedoc-plugin.mjs, for its tests (scripts/test/typedoc-plugin.test.ts).
import type { Application } from 'typedoc';
import type ts from 'typescript';

export function packageNameOf(file: string, root?: string): string | undefined;
export function guideOrder(indexMarkdown: string): string[];
export function guideTitle(fileName: string): string;
export function leadingComment(source: string): string | undefined;
export function callArgNames(declaration: ts.Declaration | undefined): string[] | undefined;
export function load(app: Application): void;
