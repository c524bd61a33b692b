// Tests of the pure parts of the TypeDoc plugin (scripts/typedoc-plugin.mjs).
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { callArgNames, guideOrder, guideTitle, packageNameOf } from '../typedoc-plugin.mjs';

/** The declaration of `name` in `source`. */
function declarationOf(source: string, name: string): ts.Declaration {
  const file = ts.createSourceFile('calls.ts', source, ts.ScriptTarget.ES2022, true);
  let found: ts.Declaration | undefined;
  const visit = (node: ts.Node) => {
    if (ts.isVariableDeclaration(node) && node.name.getText() === name) found = node;
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found!;
}

describe('the TypeDoc plugin', () => {
  it("reads a call's argument names from its defineCall declaration, in order", () => {
    const source = `
      export const getPlan = defineCall({ name: 'getPlan', method: 'GET', path: '/p/{id}', args: [arg.path('id')] });
      export const queryServices = defineCall({ args: [arg.field('query', z.optional(Q)), arg.spread('options', z.optional(O))] });
      export const notACall = makeSomething({ args: [arg.path('id')] });
      export const computed = defineCall({ args: [arg.path(name)] });
      export const listPlans = /* @__PURE__ */ defineCall({ args: [{ name: 'id', placement: 'path' }, { name: 'options', placement: 'spread' }] });`;
    expect(callArgNames(declarationOf(source, 'getPlan'))).toEqual(['id']);
    expect(callArgNames(declarationOf(source, 'queryServices'))).toEqual(['query', 'options']);
    expect(callArgNames(declarationOf(source, 'notACall'))).toBeUndefined();
    expect(callArgNames(declarationOf(source, 'computed'))).toBeUndefined();
    expect(callArgNames(declarationOf(source, 'listPlans'))).toEqual(['id', 'options']);
    expect(callArgNames(undefined)).toBeUndefined();
  });

  it('names modules after their packages and guides after their files, in the index order', () => {
    expect(packageNameOf('/repo/packages/core/src/webhooks/index.ts', '/repo')).toBe('@frontdesk/core/webhooks');
    expect(packageNameOf('/repo/packages/plans/src/index.ts', '/repo')).toBe('@frontdesk/plans');
    expect(packageNameOf('/repo/examples/x/src/index.ts', '/repo')).toBeUndefined();
    expect(guideTitle('plans-and-orders')).toBe('Plans and orders');
    expect(guideTitle('README')).toBe('Guides');
    expect(guideOrder('[a](core.md) [b](webhooks.md#x) [c](core.md)')).toEqual(['core', 'webhooks']);
  });
});
