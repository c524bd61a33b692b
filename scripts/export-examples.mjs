// The export-docs check of `npm run docs`: every exported function and variable holding a function
// (calls made with `defineCall`, hooks, helpers) has an `@example` in its TSDoc. Types, interfaces,
// classes, constants and schemas need only their TSDoc summary, which TypeDoc's `notDocumented`
// validation requires of every export (typedoc.json).
import { Converter, ReflectionKind } from 'typedoc';

/**
 * Records, while TypeDoc converts, the exported variables whose type can be called (the TypeScript
 * program is only at hand during conversion). Returns the set the check reads afterwards.
 *
 * @param {import('typedoc').Application} app
 * @returns {Set<import('typedoc').Reflection>}
 */
export function trackCallableVariables(app) {
  const callable = new Set();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Variable)) return;
    const symbol = context.getSymbolFromReflection(reflection);
    if (symbol && context.checker.getTypeOfSymbol(symbol).getCallSignatures().length > 0) callable.add(reflection);
  });
  return callable;
}

/**
 * The exports to check and those without an `@example` (on the declaration or on any of its
 * signatures), as `<module>: <name> (<kind>)`. Re-exports (references) are checked where declared.
 *
 * @param {import('typedoc').ProjectReflection} project
 * @param {Set<import('typedoc').Reflection>} callable from {@link trackCallableVariables}
 */
export function missingExamples(project, callable) {
  const hasExample = (reflection) =>
    Boolean(reflection.comment?.getTag('@example')) || (reflection.signatures ?? []).some((s) => s.comment?.getTag('@example'));
  const counts = { function: 0, variable: 0 };
  const missing = [];
  // A project with one entry point has its exports as direct children; with several, one module each.
  const modules = project.children?.every((child) => child.kindOf(ReflectionKind.Module)) ? project.children : [project];
  for (const module of modules) {
    for (const child of module.children ?? []) {
      // Callable exports only: a function, or a variable whose type has call signatures.
      const kind = child.kindOf(ReflectionKind.Function)
        ? 'function'
        : child.kindOf(ReflectionKind.Variable) && callable.has(child)
          ? 'variable'
          : undefined;
      if (!kind) continue;
      counts[kind]++;
      if (!hasExample(child)) missing.push(`${module.name}: ${child.name} (${kind})`);
    }
  }
  return { checked: counts.function + counts.variable, counts, missing: missing.sort() };
}
