import type { InputIssue } from './errors/input-error.js';
import { isRecord } from './is-record.js';
import { type Encoder, Unencodable } from './wire/encoders.js';

/*
 * Step 3 of a call: the checked arguments take their wire form. A declaration says where the values
 * are that the wire spells differently, argument by argument: `encode: { options: { startDate:
 * wireTimestamp } }`. This runs in every build (production included): it makes the request. The
 * caller's objects are never changed: what is encoded is copied, with the containers above it.
 */

/**
 * Where an argument's values need encoding: an {@link Encoder} for the value itself, or the encodings
 * of its keys (arrays are traversed implicitly; `*` stands for every key of a map).
 */
export type Encoding = Encoder | { readonly [key: string]: Encoding };

/** What the encode step reads of a declaration. */
export interface EncodedDeclaration {
  readonly encode?: { readonly [argument: string]: Encoding | undefined } | undefined;
}

/**
 * Encodes the arguments in place in `args` (the call's own object, by name: the values in it are
 * copied where they change), and returns what could not be encoded.
 */
export function encodeArgs(declaration: EncodedDeclaration, args: Record<string, unknown>): InputIssue[] {
  const issues: InputIssue[] = [];
  const encode = declaration.encode;
  if (!encode) return issues;
  for (const [argument, encoding] of Object.entries(encode)) {
    if (!encoding) continue;
    const report = (path: (string | number)[], message: string): void => void issues.push({ argument, path, message });
    args[argument] = encodeAt(args[argument], encoding, [], report);
  }
  return issues;
}

function encodeAt(
  value: unknown,
  encoding: Encoding,
  path: (string | number)[],
  report: (path: (string | number)[], message: string) => void,
): unknown {
  if (value === undefined) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, index) => {
      const encoded = encodeAt(item, encoding, [...path, index], report);
      if (encoded !== item) (copy ??= value.slice())[index] = encoded;
    });
    return copy ?? value;
  }
  if (typeof encoding === 'function') {
    const encoded = encoding(value);
    if (!(encoded instanceof Unencodable)) return encoded;
    report([...path, ...encoded.path], encoded.message);
    return value;
  }
  // Not an object where the encoding expects one: the checks say so; there is nothing to encode.
  if (!isRecord(value)) return value;
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(encoding)) {
    for (const name of key === '*' ? Object.keys(value) : [key]) {
      if (!Object.hasOwn(value, name)) continue;
      const encoded = encodeAt(value[name], encoding[key]!, [...path, name], report);
      if (encoded === value[name]) continue;
      copy ??= { ...value };
      if (encoded === undefined) delete copy[name];
      else copy[name] = encoded;
    }
  }
  return copy ?? value;
}
