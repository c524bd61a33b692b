import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, parse, relative, resolve, sep } from 'node:path';
import { type CallExpression, Node, Project, type ResolutionHostFactory, type SourceFile, SyntaxKind, ts } from 'ts-morph';
import { collectFiles } from './files.js';
import { type FrontdeskPackage, type ModuleMapping, MODULES, moduleExportedAs } from './mapping.js';
import { installCommand, nearestPackageJson, officialImportsOf, updateManifest } from './package-json.js';
import type { FileReport, Finding, MigrationReport, PackageJsonChange } from './report.js';
import { importOf, officialBindings } from './transform/bindings.js';
import { convertAuthCall, convertClientMethod, convertModuleCall, unconverted } from './transform/calls.js';
import { convertCreateClient, convertStrategy } from './transform/client.js';
import { FileContext } from './transform/context.js';
import { convertErrorHandling } from './transform/errors.js';
import { finishImports } from './transform/imports.js';
import { reportLeftovers } from './transform/leftovers.js';
import { convertMemberReads, convertUnwrap } from './transform/members.js';
import { convertOfficialNames } from './transform/official-names.js';
import { convertBuilder, registerBuilder } from './transform/queries.js';
import { ResultShapes } from './transform/results.js';
import { classifyCall, type Site } from './transform/sites.js';
import { frontdeskVersion } from './versions.js';

/** Options of {@link migrate}. */
export interface MigrateOptions {
  /** Files and folders to convert, relative to `cwd`. Default: `cwd` itself. */
  paths?: readonly string[];
  /** The folder paths are relative to, and the report's paths too. Default `process.cwd()`. */
  cwd?: string;
  /** Change nothing on disk: the report and the changes say what would happen. */
  dry?: boolean;
  /** The tsconfig.json whose compiler options are used to read the code. Default: the nearest one above `cwd`. */
  tsconfig?: string;
}

/** One file the migration changes (a source file or a package.json). */
export interface FileChange {
  /** Absolute. */
  path: string;
  /** Relative to `cwd`. */
  file: string;
  before: string;
  after: string;
}

/** What {@link migrate} returns. */
export interface MigrationResult {
  report: MigrationReport;
  /** Every changed file, before and after (written to disk unless `dry`). */
  changes: FileChange[];
}

/**
 * Rewrites an app written with the official SDK (`@wix/sdk` and its modules) to Frontdesk, in place:
 * the clients, every call of the migration guide's table, query builders, the fields the official
 * SDK renames, the sign-in flow and official error checks; then the package.json files. Everything
 * it does not convert is in the report, with its reason and the guide's section. Running it again
 * on converted code changes nothing.
 *
 * @example
 * ```ts
 * import { formatReport, migrate } from '@frontdesk/migrate';
 *
 * const { report } = await migrate({ paths: ['src'], dry: true });
 * console.log(formatReport(report));
 * ```
 */
export async function migrate(options: MigrateOptions = {}): Promise<MigrationResult> {
  const cwd = resolve(options.cwd ?? process.cwd());
  const files = collectFiles(options.paths?.length ? options.paths : ['.'], cwd);
  const project = createProject(cwd, options.tsconfig);
  const sources = files.map((file) => project.addSourceFileAtPath(file));
  const shapes = new ResultShapes(project.getTypeChecker());
  const display = (path: string) => relative(cwd, path).split(sep).join('/') || '.';

  // 1. Every official call site of the program, and the results whose shape changes.
  const sitesByFile = new Map<SourceFile, Site[]>();
  // The names modules are registered under (`modules: { plans, pp: plans, staff: staffMembers }`),
  // for the calls the type checker cannot resolve: `null` for a module with no Frontdesk counterpart.
  const moduleKeys = new Map<string, ModuleMapping | null>(MODULES.map((module) => [module.module, module]));
  for (const source of sources) {
    const sites: Site[] = [];
    for (const call of source.getDescendantsOfKind(SyntaxKind.CallExpression)) {
      const site = classifyCall(call);
      if (!site) continue;
      sites.push(site);
      if (site.kind === 'module-call') {
        if (site.builder) registerBuilder(shapes, site);
        else shapes.registerCall(site.call, site.mapping);
      }
      if (site.kind === 'create-client') {
        for (const [key, module] of registeredModules(site.call)) if (module || !moduleKeys.get(key)) moduleKeys.set(key, module);
      }
    }
    sitesByFile.set(source, sites);
  }

  // 2. Each file's edits, then its imports.
  const changes: FileChange[] = [];
  const fileReports: FileReport[] = [];
  const findings: Finding[] = [];
  const importedBefore = new Map<string, Set<string>>();
  const frontdeskImports = new Map<string, Set<FrontdeskPackage>>();
  const texts = new Map<string, string>();
  for (const source of sources) {
    const path = source.getFilePath();
    const before = source.getFullText();
    importedBefore.set(path, officialImportsOf(before));
    const ctx = new FileContext(source, display(path));
    const after = convertFile(ctx, sitesByFile.get(source) ?? [], shapes, project, moduleKeys);
    const finished = after === undefined ? undefined : finishImports(path, after, ctx.imports);
    const text = finished?.text ?? before;
    texts.set(path, text);
    if (finished) frontdeskImports.set(path, new Set(finished.packages));
    const changed = text !== before;
    if (changed) changes.push({ path, file: display(path), before, after: text });
    fileReports.push({ file: display(path), changed, callSites: ctx.callSites, converted: ctx.converted });
    findings.push(...ctx.findings.sort((a, b) => a.line - b.line || a.column - b.column));
  }

  // 3. The package.json of each package whose files were converted.
  const packageChanges: PackageJsonChange[] = [];
  let install: string | undefined;
  const byManifest = new Map<string, string[]>();
  for (const path of files) {
    const manifest = nearestPackageJson(dirname(path));
    if (manifest) byManifest.set(manifest, [...(byManifest.get(manifest) ?? []), path]);
  }
  for (const [manifestPath, paths] of byManifest) {
    const replaced = new Set(paths.flatMap((path) => [...(importedBefore.get(path) ?? [])]));
    const packages = new Set(paths.flatMap((path) => [...(frontdeskImports.get(path) ?? [])]));
    if (replaced.size === 0 && packages.size === 0) continue;
    const stillImported = new Set<string>();
    for (const file of collectFiles([dirname(manifestPath)], cwd)) {
      if (nearestPackageJson(dirname(file)) !== manifestPath) continue;
      for (const name of officialImportsOf(texts.get(file) ?? readFileSync(file, 'utf8'))) stillImported.add(name);
    }
    const versions = Object.fromEntries([...packages].sort().map((pkg) => [pkg, frontdeskVersion(pkg)]));
    const before = readFileSync(manifestPath, 'utf8');
    const update = updateManifest(before, replaced, stillImported, versions);
    const changed = update.text !== before;
    packageChanges.push({ file: display(manifestPath), changed, removed: update.removed, added: update.added, kept: update.kept });
    if (changed) {
      changes.push({ path: manifestPath, file: display(manifestPath), before, after: update.text });
      install ??= installCommand(manifestPath);
    }
  }

  if (!options.dry) for (const change of changes) writeFileSync(change.path, change.after);

  const total = fileReports.reduce((sum, file) => sum + file.callSites, 0);
  const converted = fileReports.reduce((sum, file) => sum + file.converted, 0);
  const report: MigrationReport = {
    dry: options.dry === true,
    files: fileReports,
    callSites: { total, converted },
    notConverted: findings.filter((finding) => finding.kind === 'not-converted'),
    notes: findings.filter((finding) => finding.kind === 'note'),
    packageJson: packageChanges,
    install,
  };
  return { report, changes };
}

/** The modules a `createClient({ modules: { ... } })` registers: key to mapping (`null` when unmapped). */
function registeredModules(call: CallExpression): [string, ModuleMapping | null][] {
  const [config] = call.getArguments();
  if (!Node.isObjectLiteralExpression(config)) return [];
  const modules = config.getProperty('modules');
  const literal = Node.isPropertyAssignment(modules) ? modules.getInitializer() : undefined;
  if (!Node.isObjectLiteralExpression(literal)) return [];
  const out: [string, ModuleMapping | null][] = [];
  for (const property of literal.getProperties()) {
    if (!Node.isPropertyAssignment(property) && !Node.isShorthandPropertyAssignment(property)) continue;
    const imported = importOf(property);
    out.push([property.getName(), imported ? (moduleExportedAs(imported.specifier, imported.name) ?? null) : null]);
  }
  return out;
}

/** One file: its edits in the order that lets outer rewrites include inner ones; `undefined` when nothing changes. */
function convertFile(
  ctx: FileContext,
  sites: Site[],
  shapes: ResultShapes,
  project: Project,
  moduleKeys: ReadonlyMap<string, ModuleMapping | null>,
): string | undefined {
  const { bindings, opaque } = officialBindings(ctx.sourceFile);
  const official = bindings.length > 0 || opaque.length > 0 || sites.length > 0;
  const unwraps = convertMemberReads(ctx, shapes, project.getTypeChecker(), official);
  convertErrorHandling(ctx);
  const builders: Extract<Site, { kind: 'module-call' }>[] = [];
  for (const site of sites) {
    if (site.kind === 'create-client') convertCreateClient(ctx, site);
    else if (site.kind === 'strategy') convertStrategy(ctx, site);
    else if (site.kind === 'module-call' && site.builder) builders.push(site);
    else if (site.kind === 'module-call') convertModuleCall(ctx, site);
    else if (site.kind === 'auth-call') convertAuthCall(ctx, site);
    else if (site.kind === 'client-method') convertClientMethod(ctx, site);
    else unconverted(ctx, site.call, site.reason);
    const owner = site.call.getExpression();
    ctx.markHandled(owner);
    if (Node.isPropertyAccessExpression(owner)) ctx.markHandled(owner.getExpression());
  }
  convertOfficialNames(ctx, bindings, opaque);
  for (const node of unwraps.sort((a, b) => b.getStart() - a.getStart())) convertUnwrap(ctx, node);
  for (const site of builders.sort((a, b) => b.call.getStart() - a.call.getStart())) convertBuilder(ctx, site);
  reportLeftovers(ctx, moduleKeys);
  return ctx.edits.empty ? undefined : ctx.edits.apply();
}

/**
 * A project with the app's compiler options (its nearest tsconfig.json), JavaScript included, and
 * the module resolution of {@link officialModulesOnly}.
 */
function createProject(cwd: string, tsconfig: string | undefined): Project {
  const config = tsconfig ? resolve(cwd, tsconfig) : nearestTsconfig(cwd);
  const overrides = { allowJs: true, noEmit: true, skipLibCheck: true };
  const resolutionHost = officialModulesOnly(cwd);
  const project = config
    ? new Project({ tsConfigFilePath: config, skipAddingFilesFromTsConfig: true, compilerOptions: overrides, resolutionHost })
    : defaultProject(overrides, resolutionHost);
  project.createSourceFile(UNMAPPED_MODULE, 'export {};\n', { overwrite: true });
  return project;
}

function defaultProject(overrides: ts.CompilerOptions, resolutionHost: ResolutionHostFactory): Project {
  return new Project({
    resolutionHost,
    compilerOptions: {
      ...overrides,
      target: ts.ScriptTarget.ES2022,
      module: ts.ModuleKind.ESNext,
      moduleResolution: ts.ModuleResolutionKind.Bundler,
      jsx: ts.JsxEmit.Preserve,
      strict: true,
      esModuleInterop: true,
    },
  });
}

/** The empty module the official modules without a mapping resolve to (see {@link officialModulesOnly}). */
const UNMAPPED_MODULE = '/__frontdesk_migrate__/unmapped-official-module.d.ts';

/**
 * Module resolution as the compiler's, except for the official packages' generated modules that the
 * tool has no mapping for (`@wix/auto_sdk_bookings_staff-members`, ...) and their `/meta` entries:
 * these resolve to an empty module, which keeps the program to the typings the conversion reads (the
 * official packages load dozens of such modules, megabytes of declarations) while a client that
 * registers one keeps its type. A call of such a module is reported (by the name it is registered under).
 */
function officialModulesOnly(cwd: string): ResolutionHostFactory {
  const mapped = new Set(MODULES.map((module) => module.declaredIn));
  const skipped = (name: string) => /^@wix\/auto_sdk_[^/]+\/meta$/.test(name) || (/^@wix\/auto_sdk_[^/]+$/.test(name) && !mapped.has(name));
  return (host, getCompilerOptions) => {
    const cache = ts.createModuleResolutionCache(cwd, (name) => name, getCompilerOptions());
    return {
      resolveModuleNames(names, containingFile, _reused, redirected, options, containingSourceFile) {
        return names.map((name, index) => {
          if (skipped(name)) return { resolvedFileName: UNMAPPED_MODULE, extension: ts.Extension.Dts, isExternalLibraryImport: true };
          const mode = containingSourceFile ? ts.getModeForResolutionAtIndex(containingSourceFile, index, options) : undefined;
          return ts.resolveModuleName(name, containingFile, options, host, cache, redirected, mode).resolvedModule;
        });
      },
    };
  };
}

function nearestTsconfig(dir: string): string | undefined {
  for (let current = dir; ; current = dirname(current)) {
    for (const name of ['tsconfig.json', 'jsconfig.json']) if (existsSync(join(current, name))) return join(current, name);
    if (current === parse(current).root || existsSync(join(current, '.git'))) return undefined;
  }
}
