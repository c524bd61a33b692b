// A local TypeDoc plugin (loaded from typedoc.json's `plugin`) for the Frontdesk site:
//
// - names each entry point's module after the package users import (`@frontdesk/core`,
//   `@frontdesk/core/webhooks`, ...) instead of its path (`core/src`), and gives a module without a
//   `@packageDocumentation` comment the entry file's leading comment (or the package's description);
// - shows a platform call declared with `defineCall` (tagged `@function`) as a function with named
//   parameters, `getPlan(client, id)`, instead of `getPlan(client, ...args: [arg: string])`: the
//   names are the `arg.path('id')` / `arg.field('query')` / `arg.spread('options')` (or `{ name: 'id', ... }`)
//   of its declaration;
// - orders the guides as docs/README.md lists them (TypeDoc would sort them alphabetically), names
//   them after their files (`plans-and-orders.md` -> "Plans and orders") and shows that index, which
//   is also the home page, as "Guides".
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { Comment, Converter, ParameterReflection, ReflectionFlag, ReflectionKind } from 'typedoc';
import ts from 'typescript';

/** `packages/<name>/src/index.ts` -> `@frontdesk/<name>`, `.../src/<sub>/index.ts` -> `@frontdesk/<name>/<sub>`. */
export function packageNameOf(file, root = process.cwd()) {
  const rel = relative(root, file).split(sep).join('/');
  const match = /^packages\/([^/]+)\/src\/(?:(.+)\/)?index\.tsx?$/.exec(rel);
  if (!match) return undefined;
  return `@frontdesk/${match[1]}${match[2] ? `/${match[2]}` : ''}`;
}

/** The guides linked from an index, in order: `[text](name.md)` targets, each once. */
export function guideOrder(indexMarkdown) {
  const order = [];
  for (const match of indexMarkdown.matchAll(/\]\(([\w.-]+)\.md(?:#[^)]*)?\)/g)) {
    if (!order.includes(match[1])) order.push(match[1]);
  }
  return order;
}

/** A guide's title in the navigation, from its file name: `plans-and-orders` -> `Plans and orders`. */
export function guideTitle(fileName) {
  if (fileName === 'README') return 'Guides';
  const words = fileName.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The text of a file's leading `/** ... *\/` comment, without its stars; undefined when there is none. */
export function leadingComment(source) {
  const match = /^\s*\/\*\*([\s\S]*?)\*\//.exec(source);
  if (!match) return undefined;
  const text = match[1]
    .split('\n')
    .map((line) => line.replace(/^\s*\* ?/, ''))
    .join('\n')
    .replace(/@packageDocumentation/g, '')
    .trim();
  return text || undefined;
}

/** What to show on a module's page: the entry file's leading comment, else its package's description. */
function moduleSummary(file) {
  const fromSource = leadingComment(readFileSync(file, 'utf8'));
  if (fromSource) return fromSource;
  for (let dir = dirname(file); dir !== dirname(dir); dir = dirname(dir)) {
    const pkg = join(dir, 'package.json');
    if (existsSync(pkg)) return JSON.parse(readFileSync(pkg, 'utf8')).description;
  }
  return undefined;
}

/**
 * The argument names of a `defineCall({ args: [arg.path('id'), arg.spread('options', ...)] })`
 * declaration (or `args: [{ name: 'id', placement: 'path' }, ...]`), in order; undefined for anything else.
 */
export function callArgNames(declaration) {
  const init = declaration && ts.isVariableDeclaration(declaration) ? declaration.initializer : undefined;
  if (!init || !ts.isCallExpression(init) || init.expression.getText() !== 'defineCall') return undefined;
  const spec = init.arguments[0];
  if (!spec || !ts.isObjectLiteralExpression(spec)) return undefined;
  const args = spec.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'args');
  if (!args || !ts.isArrayLiteralExpression(args.initializer)) return undefined;
  const names = args.initializer.elements.map((element) => {
    // `arg.path('id')`, or the plain data the domain packages write: `{ name: 'id', placement: 'path' }`.
    if (ts.isCallExpression(element)) {
      return element.arguments[0] && ts.isStringLiteral(element.arguments[0]) ? element.arguments[0].text : undefined;
    }
    if (!ts.isObjectLiteralExpression(element)) return undefined;
    const name = element.properties.find((p) => ts.isPropertyAssignment(p) && p.name.getText() === 'name');
    return name && ts.isStringLiteral(name.initializer) ? name.initializer.text : undefined;
  });
  return names.every(Boolean) ? names : undefined;
}

/** @param {import('typedoc').Application} app */
export function load(app) {
  // A call's `...args: [arg: T, arg?: U]` becomes its named parameters (`id: T`, `options?: U`).
  app.converter.on(Converter.EVENT_CREATE_SIGNATURE, (context, signature) => {
    const fn = signature.parent;
    const rest = signature.parameters?.at(-1);
    if (!fn?.kindOf(ReflectionKind.Function) || !rest?.flags.isRest || rest.type?.type !== 'tuple') return;
    const names = callArgNames(context.getSymbolFromReflection(fn)?.valueDeclaration);
    if (!names || names.length !== rest.type.elements.length) return;
    const named = rest.type.elements.map((element, index) => {
      const parameter = new ParameterReflection(names[index], ReflectionKind.Parameter, signature);
      let type = element.type === 'namedTupleMember' ? element.element : element;
      let optional = element.type === 'namedTupleMember' && element.isOptional;
      if (type.type === 'optional') {
        type = type.elementType;
        optional = true;
      }
      parameter.type = type;
      if (optional) parameter.setFlag(ReflectionFlag.Optional, true);
      context.project.registerReflection(parameter, undefined, undefined);
      return parameter;
    });
    const leading = signature.parameters.slice(0, -1); // before removeReflection, which edits the list
    context.project.removeReflection(rest);
    signature.parameters = [...leading, ...named];
  });

  const moduleFiles = new Map();
  app.converter.on(Converter.EVENT_CREATE_DECLARATION, (context, reflection) => {
    if (!reflection.kindOf(ReflectionKind.Module) || reflection.parent !== context.project) return;
    const symbol = context.getSymbolFromReflection(reflection);
    const file = symbol?.valueDeclaration?.getSourceFile?.().fileName ?? symbol?.declarations?.[0]?.getSourceFile().fileName;
    const name = file && packageNameOf(resolve(file));
    if (name) {
      reflection.name = name;
      moduleFiles.set(reflection, resolve(file));
    }
  });

  app.converter.on(Converter.EVENT_CREATE_DOCUMENT, (_context, document) => {
    document.name = guideTitle(document.name);
  });

  app.converter.on(
    Converter.EVENT_RESOLVE_BEGIN,
    (context) => {
      const project = context.project;
      for (const [module, file] of moduleFiles) {
        if (module.hasComment()) continue;
        const summary = moduleSummary(file);
        if (summary) module.comment = new Comment([{ kind: 'text', text: summary }]);
      }
      if (!project.documents?.length) return;
      let order = [];
      try {
        order = ['README', ...guideOrder(readFileSync(join(process.cwd(), 'docs/README.md'), 'utf8'))];
      } catch {
        return;
      }
      const titles = order.map(guideTitle);
      const rank = (document) => {
        const at = titles.indexOf(document.name);
        return at === -1 ? order.length : at;
      };
      const byRank = (a, b) => rank(a) - rank(b) || a.name.localeCompare(b.name);
      project.documents.sort(byRank);
      if (project.childrenIncludingDocuments) {
        const docs = [...project.documents];
        project.childrenIncludingDocuments = [...docs, ...project.childrenIncludingDocuments.filter((c) => !docs.includes(c))];
      }
    },
    100,
  );
}
