import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { imageInput, toWireImage } from '../../src/index.js';

const SAMPLE = 'wix:image://v1/11062b_a1b2c3d4e5f6~mv2.jpg/yoga-room.jpg#originWidth=800&originHeight=600';

describe('toWireImage: the official SDK image string as the platform receives it', () => {
  it('unpacks id, size and file name, and keeps the string as url (wire-samples #5)', () => {
    expect(toWireImage(SAMPLE)).toEqual({
      id: '11062b_a1b2c3d4e5f6~mv2.jpg',
      height: 600,
      width: 800,
      altText: 'yoga-room.jpg',
      filename: 'yoga-room.jpg',
      url: SAMPLE,
    });
  });

  it('reads the legacy form without `wix:` the same way, its url the string as given', () => {
    const legacy = 'image://v1/abc~mv2.png/logo.png#originWidth=10&originHeight=20';
    expect(toWireImage(legacy)).toEqual({
      id: 'abc~mv2.png',
      width: 10,
      height: 20,
      altText: 'logo.png',
      filename: 'logo.png',
      url: legacy,
    });
  });

  it('URL-decodes the file name and ignores a query and path segments after the file name', () => {
    expect(toWireImage('wix:image://v1/abc/my%20room%C3%A9.jpg/extra?x=1#originWidth=1&originHeight=2')).toMatchObject({
      id: 'abc',
      altText: 'my roomé.jpg',
      filename: 'my roomé.jpg',
      width: 1,
      height: 2,
    });
  });

  it('without a file name: id and size only (no "undefined" names, no url)', () => {
    expect(toWireImage('wix:image://v1/abc#originWidth=5&originHeight=6')).toEqual({ id: 'abc', width: 5, height: 6 });
    expect(toWireImage('wix:image://v1/abc/#originWidth=5&originHeight=6')).toEqual({ id: 'abc', width: 5, height: 6 });
  });

  it('a missing size is 0, as the official SDK sends it', () => {
    expect(toWireImage('wix:image://v1/abc/a.jpg')).toEqual({
      id: 'abc',
      width: 0,
      height: 0,
      altText: 'a.jpg',
      filename: 'a.jpg',
      url: 'wix:image://v1/abc/a.jpg',
    });
  });

  it('any other absolute URL is sent as {url}; "" as nothing', () => {
    expect(toWireImage('https://static.example.com/media/abc.jpg')).toEqual({ url: 'https://static.example.com/media/abc.jpg' });
    expect(toWireImage('data:image/png;base64,AAAA')).toEqual({ url: 'data:image/png;base64,AAAA' });
    expect(toWireImage('')).toBeUndefined();
  });

  it('is undefined for what is not an image: a relative path, a size that is not a number, no id', () => {
    expect(toWireImage('images/room.jpg')).toBeUndefined();
    expect(toWireImage('wix:image://v1/abc/a.jpg#originWidth=wide&originHeight=2')).toBeUndefined();
    expect(toWireImage('wix:image://v1//a.jpg#originWidth=1&originHeight=2')).toBeUndefined();
  });

  it('round-trips any id, file name and size packed the way the official SDK packs them', () => {
    const segment = fc.string({ minLength: 1, maxLength: 20 }).filter((text) => !/[/?#%]/.test(text));
    fc.assert(
      fc.property(segment, fc.string({ minLength: 1, maxLength: 20 }), fc.nat(20_000), fc.nat(20_000), (id, name, width, height) => {
        const text = `wix:image://v1/${id}/${encodeURIComponent(name)}#originWidth=${width}&originHeight=${height}`;
        expect(toWireImage(text)).toEqual({ id, width, height, altText: name, filename: name, url: text });
      }),
    );
  });
});

describe('imageInput: either form in, the wire shape out', () => {
  const Item = z.looseObject({ image: z.optional(imageInput()) });

  it("converts a string, passes an object through, never changes the caller's value", () => {
    const input = { image: SAMPLE, note: 'kept' };
    const before = structuredClone(input);
    expect(z.parse(Item, input)).toEqual({ image: toWireImage(SAMPLE), note: 'kept' });
    expect(input).toEqual(before);
    const object = { image: { id: 'abc', url: 'https://x/y.jpg', width: 1, height: 2, urlExpirationDate: 'later' } };
    expect(z.parse(Item, object)).toEqual(object);
  });

  it('leaves out an empty string', () => {
    const parsed = z.parse(Item, { image: '' });
    expect(parsed.image).toBeUndefined();
    expect(JSON.parse(JSON.stringify(parsed))).toEqual({});
  });

  it('refuses a string that is not an image, and a value that is neither string nor object, with a readable message', () => {
    const bad = z.safeParse(Item, { image: 'room.jpg' });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]?.message).toMatch(/^must be an image object/);
    expect(bad.error?.issues[0]?.path).toEqual(['image']);
    expect(z.safeParse(Item, { image: 42 }).success).toBe(false);
  });
});
