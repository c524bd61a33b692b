import type { ReasonCode } from './reasons.js';

/** A place the tool did not convert (`not-converted`), or converted with something worth a look (`note`). */
export interface Finding {
  kind: 'not-converted' | 'note';
  /** The file, relative to the folder the tool ran in. */
  file: string;
  /** 1-based. */
  line: number;
  /** 1-based. */
  column: number;
  /** The first line of the code in question. */
  code: string;
  reason: ReasonCode;
  /** What the reason says. */
  message: string;
  /** The section of the migration guide that explains the manual step. */
  url: string;
}

/** One source file's outcome. */
export interface FileReport {
  /** Relative to the folder the tool ran in. */
  file: string;
  changed: boolean;
  /** Official call sites found in the file. */
  callSites: number;
  /** Of those, converted. */
  converted: number;
}

/** What the tool did to one package.json. */
export interface PackageJsonChange {
  /** Relative to the folder the tool ran in. */
  file: string;
  changed: boolean;
  /** The official packages taken out (nothing imports them any more). */
  removed: string[];
  /** The Frontdesk packages added, with their version ranges. */
  added: Record<string, string>;
  /** Official packages kept because some file still imports them. */
  kept: string[];
}

/** The outcome of a run. */
export interface MigrationReport {
  /** Nothing was written (`--dry`). */
  dry: boolean;
  /** Every source file examined. */
  files: FileReport[];
  /** The official call sites found, and how many were converted. */
  callSites: { total: number; converted: number };
  /** Every place not converted, with its reason and the guide's section. */
  notConverted: Finding[];
  /** Converted places worth a look. */
  notes: Finding[];
  packageJson: PackageJsonChange[];
  /** The install command to run after the change (from the lockfile found), when a package.json changed. */
  install: string | undefined;
}

const plural = (count: number, one: string, many = `${one}s`): string => `${count} ${count === 1 ? one : many}`;

/**
 * The share of call sites converted, as a percentage rounded down to one decimal (100 when there are none).
 *
 * @example
 * ```ts
 * convertedShare({ callSites: { total: 58, converted: 57 } }); // 98.2
 * ```
 */
export function convertedShare(report: Pick<MigrationReport, 'callSites'>): number {
  const { total, converted } = report.callSites;
  return total === 0 ? 100 : Math.floor((converted / total) * 1000) / 10;
}

/**
 * The report as text, as the command prints it.
 *
 * @example
 * ```ts
 * const report = await migrate({ paths: ['.'], dry: true });
 * console.log(formatReport(report));
 * ```
 */
export function formatReport(report: MigrationReport): string {
  const lines: string[] = [];
  const changed = report.files.filter((file) => file.changed);
  const { total, converted } = report.callSites;
  lines.push(
    `${report.dry ? 'Would change' : 'Changed'} ${plural(changed.length, 'file')} of ${report.files.length} examined; ` +
      `${converted} of ${plural(total, 'official call site')} converted (${convertedShare(report)}%).`,
  );
  if (changed.length > 0) {
    lines.push('', report.dry ? 'Files that would change:' : 'Files changed:');
    for (const file of changed) lines.push(`  ${file.file}  (${file.converted} of ${plural(file.callSites, 'call site')} converted)`);
  }
  const section = (title: string, findings: Finding[]) => {
    if (findings.length === 0) return;
    lines.push('', title);
    for (const finding of findings) {
      lines.push(`  ${finding.file}:${finding.line}:${finding.column}  ${finding.code}`);
      lines.push(`    ${finding.message}`);
      lines.push(`    ${finding.url}`);
    }
  };
  section(`Not converted (${report.notConverted.length}): each needs the manual step the guide describes`, report.notConverted);
  section(`Converted, worth a look (${report.notes.length}):`, report.notes);
  if (report.notConverted.length === 0) lines.push('', 'Every place was converted.');
  for (const change of report.packageJson) {
    if (!change.changed) continue;
    const added = Object.entries(change.added).map(([name, range]) => `${name}@${range}`);
    lines.push('', `${change.file}:${report.dry ? ' would' : ''}`);
    if (change.removed.length > 0) lines.push(`  remove ${change.removed.join(', ')}`);
    if (added.length > 0) lines.push(`  add ${added.join(', ')}`);
    if (change.kept.length > 0) lines.push(`  keep ${change.kept.join(', ')} (still imported: see above)`);
  }
  if (report.install) lines.push('', `Next: run \`${report.install}\` to install the new dependencies.`);
  return lines.join('\n');
}
