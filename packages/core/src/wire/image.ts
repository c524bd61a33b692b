import { isRecord } from '../is-record.js';
import { Unencodable } from './encoders.js';

/*
 * Images go out in the platform's shape, `{id, url, width, height, altText, filename}`. Code written
 * for the official SDK writes them as one string instead, the media id, file name and original size
 * packed into a URL: `wix:image://v1/<id>/<filename>#originWidth=<w>&originHeight=<h>`. These helpers
 * unpack that string into the object the official SDK sends for it, so either form can be passed.
 */

/** An image as the platform receives it. */
export interface WireImage {
  /** The media id, e.g. `11062b_a1b2c3d4e5f6~mv2.jpg`. */
  id?: string;
  /** The image URL (for a `wix:image://` string, that string itself). */
  url?: string;
  /** The original width in pixels. */
  width?: number;
  /** The original height in pixels. */
  height?: number;
  /** The alternative text (from a string, its file name). */
  altText?: string;
  /** The file name. */
  filename?: string;
}

// `wix:image://v1/<path>[?<query>][#<fragment>]`, the older form without `wix:` too.
const MEDIA_IMAGE = /^(?:wix:)?image:\/\/v1\/([^?#]*)(?:\?[^#]*)?(?:#(.*))?$/s;

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function isAbsoluteUrl(text: string): boolean {
  try {
    new URL(text);
    return true;
  } catch {
    return false;
  }
}

/** `originWidth`/`originHeight`: absent is 0 (as the official SDK sends it), anything else must be a number. */
function dimension(params: URLSearchParams, name: string): number | undefined {
  const text = params.get(name);
  if (text === null) return 0;
  const value = Number(text);
  return text.trim() !== '' && Number.isFinite(value) ? value : undefined;
}

/**
 * Converts an image string of the official SDK to the object the platform receives, as the official
 * SDK does:
 * - `wix:image://v1/<id>/<filename>#originWidth=<w>&originHeight=<h>` becomes `{id, width, height,
 *   altText, filename, url}`: `altText` and `filename` are both the (URL-decoded) file name, `url` is
 *   the string itself, `width`/`height` are the numbers of the fragment (0 when absent). Without a
 *   file name it is `{id, width, height}`. The legacy form `image://v1/...` is read the same way.
 * - any other absolute URL (`https://...`) becomes `{url}`.
 * - `''` becomes `undefined` (the field is not sent).
 *
 * Returns `undefined` for a string that is neither (a relative path, `originWidth=abc`), so the
 * caller can report it. (The official SDK throws `Invalid URL` on the first and sends `null` on the
 * second; for a missing file name it sends `"undefined"` as both names, which Frontdesk does not.)
 *
 * @example
 * ```ts
 * toWireImage('wix:image://v1/11062b_a1~mv2.jpg/room.jpg#originWidth=800&originHeight=600');
 * // { id: '11062b_a1~mv2.jpg', width: 800, height: 600, altText: 'room.jpg', filename: 'room.jpg',
 * //   url: 'wix:image://v1/11062b_a1~mv2.jpg/room.jpg#originWidth=800&originHeight=600' }
 * toWireImage('https://example.com/room.jpg'); // { url: 'https://example.com/room.jpg' }
 * ```
 */
export function toWireImage(value: string): WireImage | undefined {
  if (value === '') return undefined;
  const match = MEDIA_IMAGE.exec(value);
  if (!match) return isAbsoluteUrl(value) ? { url: value } : undefined;
  const [id = '', name] = (match[1] ?? '').split('/');
  const params = new URLSearchParams(match[2] ?? '');
  const width = dimension(params, 'originWidth');
  const height = dimension(params, 'originHeight');
  if (id === '' || width === undefined || height === undefined) return undefined;
  const filename = name === undefined ? '' : decoded(name);
  if (filename === '') return { id, width, height };
  return { id, width, height, altText: filename, filename, url: value };
}

/** What an image that cannot be sent is told (internal: `imageInput` says the same). */
export const IMAGE_MESSAGE =
  'must be an image object {id, url, ...}, a wix:image://v1/<id>/<filename>#originWidth=<w>&originHeight=<h> string or an absolute URL';

/**
 * An image argument's encoder: an object in the platform's shape is sent as given, an official SDK
 * image string is converted by {@link toWireImage}, an empty string leaves the field out; anything
 * else cannot be encoded.
 *
 * @example
 * ```ts
 * wireImage('https://example.com/room.jpg'); // { url: 'https://example.com/room.jpg' }
 * wireImage(''); // undefined: the field is not sent
 * ```
 */
export function wireImage(value: unknown): unknown {
  if (isRecord(value)) return value;
  const image = typeof value === 'string' ? toWireImage(value) : undefined;
  return image === undefined && value !== '' ? new Unencodable(IMAGE_MESSAGE) : image;
}
