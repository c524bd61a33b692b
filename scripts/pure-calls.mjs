// An esbuild plugin (used by the packages' tsup configs) that marks the calls which build call
// declarations and schemas as pure in the published output, so an app's bundler drops every
// declaration and schema the app does not import. Without it, esbuild and others keep top-level
// `z.object(...)`/`defineCall(...)` calls: they cannot know those calls have no side effects.
import { readFile } from 'node:fs/promises';

const PURE_CALL =
  /(?<![\w$.])(?<!function )(?<!\/\* @__PURE__ \*\/ )(z\.[A-Za-z]+|arg\.(?:path|field|spread)|defineCall|defineEvent|timestamp|float|timestampInput|floatInput|addressInput|imageInput|nonEmptyString|oneOf|strictOptions|enumeration|wire)(?=(?:<[^();\n]*>)?\()/g;

// Comments and string literals are left alone: an annotation inside a comment would end it early.
const SKIPPED = /\/\*[\s\S]*?\*\/|\/\/[^\n]*|'(?:[^'\\\n]|\\.)*'|"(?:[^"\\\n]|\\.)*"|`(?:[^`\\]|\\.)*`/g;

/** Adds `/* @__PURE__ *\/` before each declaration-building call in the code parts of `source`. */
export function annotatePureCalls(source) {
  let out = '';
  let last = 0;
  for (const match of source.matchAll(SKIPPED)) {
    out += source.slice(last, match.index).replace(PURE_CALL, '/* @__PURE__ */ $1') + match[0];
    last = match.index + match[0].length;
  }
  return out + source.slice(last).replace(PURE_CALL, '/* @__PURE__ */ $1');
}

/** The esbuild plugin: applies `annotatePureCalls` to the package's own TypeScript sources. */
export function pureCalls() {
  return {
    name: 'frontdesk-pure-calls',
    setup(build) {
      build.onLoad({ filter: /[\\/]src[\\/].*\.tsx?$/ }, async (args) => ({
        contents: annotatePureCalls(await readFile(args.path, 'utf8')),
        loader: args.path.endsWith('x') ? 'tsx' : 'ts',
      }));
    },
  };
}
