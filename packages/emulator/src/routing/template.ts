/** One compiled segment of a wire path template. */
type Segment = { kind: 'literal'; text: string } | { kind: 'param'; name: string } | { kind: 'pattern'; regex: RegExp; names: string[] };

/**
 * A wire path template compiled for matching, e.g. `/bookings/v2/confirmation/{id}:confirmOrDecline`.
 */
export interface CompiledTemplate {
  readonly template: string;
  /** Per segment: 3 literal, 2 parameter with literal text around it, 1 bare parameter. Higher wins. */
  readonly specificity: readonly number[];
  match(path: string): Record<string, string> | undefined;
}

const PLACEHOLDER = /\{([A-Za-z_][\w.]*)\}/g;

function escapeRegex(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

function decodeSegment(raw: string): string {
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw;
  }
}

function compileSegment(text: string): Segment {
  const whole = /^\{([A-Za-z_][\w.]*)\}$/.exec(text);
  if (whole) return { kind: 'param', name: whole[1]! };
  if (!text.includes('{')) return { kind: 'literal', text };
  const names: string[] = [];
  let source = '';
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    source += `${escapeRegex(text.slice(last, m.index))}(.+?)`;
    names.push(m[1]!);
    last = m.index! + m[0].length;
  }
  source += escapeRegex(text.slice(last));
  return { kind: 'pattern', regex: new RegExp(`^${source}$`), names };
}

/**
 * Splits a path into segments, ignoring one trailing slash.
 */
export function splitPath(path: string): string[] {
  const trimmed = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  return trimmed.split('/').slice(1);
}

/**
 * Compiles a wire path template. `{name}` placeholders match one path segment (URL-decoded) and may
 * share a segment with literal text, as in `{id}:confirmOrDecline`.
 */
export function compileTemplate(template: string): CompiledTemplate {
  if (!template.startsWith('/')) throw new TypeError(`A wire path template must start with "/": ${template}`);
  const segments = splitPath(template).map(compileSegment);
  const specificity = segments.map((s) => (s.kind === 'literal' ? 3 : s.kind === 'pattern' ? 2 : 1));
  return {
    template,
    specificity,
    match(path) {
      const parts = splitPath(path);
      if (parts.length !== segments.length) return undefined;
      const params: Record<string, string> = {};
      for (let i = 0; i < segments.length; i++) {
        const segment = segments[i]!;
        const part = parts[i]!;
        if (segment.kind === 'literal') {
          if (decodeSegment(part) !== segment.text) return undefined;
        } else if (segment.kind === 'param') {
          if (part === '') return undefined;
          params[segment.name] = decodeSegment(part);
        } else {
          const m = segment.regex.exec(part);
          if (!m) return undefined;
          segment.names.forEach((name, j) => {
            params[name] = decodeSegment(m[j + 1]!);
          });
        }
      }
      return params;
    },
  };
}

/**
 * Orders two templates: negative when `a` is more specific (a literal segment beats a parameter,
 * compared from the left).
 */
export function compareSpecificity(a: CompiledTemplate, b: CompiledTemplate): number {
  const n = Math.max(a.specificity.length, b.specificity.length);
  for (let i = 0; i < n; i++) {
    const diff = (b.specificity[i] ?? 0) - (a.specificity[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}
