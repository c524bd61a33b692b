import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { createClient, defineCall, isInputError, strictOptions, type InputError } from '../src/index.js';
import { fakeFetch, json } from '@frontdesk/test-support';

// The development checks of a call declared as the domain packages declare theirs: `inputs` built on
// the first call (tests run with NODE_ENV 'test', so they run), their problems as readable sentences.
const queryWidgets = defineCall({
  name: 'queryWidgets',
  method: 'POST',
  path: '/widgets/query',
  args: [
    { name: 'query', placement: 'field' },
    { name: 'options', placement: 'spread' },
  ],
  inputs: () =>
    process.env.NODE_ENV === 'production'
      ? undefined
      : {
          query: z.optional(
            strictOptions({
              filter: z.optional(z.record(z.string(), z.unknown())),
              sorting: z.optional(z.array(z.object({ fieldName: z.string() }))),
              paging: z.optional(strictOptions({ limit: z.optional(z.int()), offset: z.optional(z.int()) })),
            }),
          ),
          options: z.optional(
            strictOptions({
              ids: z.optional(z.union([z.string(), z.array(z.string())])),
              fieldsets: z.optional(z.array(z.string())),
              // A development schema never changes what is sent.
              label: z.optional(
                z.pipe(
                  z.string(),
                  z.transform((text: string) => text.toUpperCase()),
                ),
              ),
            }),
          ),
        },
});

async function rejection(call: Promise<unknown>): Promise<InputError> {
  const error = await call.catch((e: unknown) => e);
  expect(isInputError(error)).toBe(true);
  return error as InputError;
}

describe('development checks: what an InputError says', () => {
  const setup = () => {
    const { fetch, requests } = fakeFetch(() => json({}));
    return { client: createClient({ baseUrl: 'https://api.test', fetch }), requests };
  };

  it('names an unknown key with its path and the nearest key the call knows there', async () => {
    const { client, requests } = setup();
    const sort = await rejection(queryWidgets(client, { sort: [{ fieldName: 'name' }] }));
    expect(sort.message).toBe(
      'Invalid argument: "query" has unknown option(s): sort ("query.sort" is not an option of queryWidgets; did you mean "query.sorting"?)',
    );
    expect(sort.issues).toEqual([{ argument: 'query', path: [], message: expect.stringContaining('"query.sort"') }]);

    const nested = await rejection(queryWidgets(client, { paging: { limt: 5 } }));
    expect(nested.message).toBe(
      'Invalid argument: "query.paging" has unknown option(s): limt ("query.paging.limt" is not an option of queryWidgets; did you mean "query.paging.limit"?)',
    );
    const spread = await rejection(queryWidgets(client, undefined, { fieldSet: ['FULL'], color: 'red' }));
    expect(spread.message).toBe(
      'Invalid argument: "options" has unknown option(s): fieldSet, color ("options.fieldSet" and "options.color" are not options of queryWidgets; did you mean "options.fieldsets" for "options.fieldSet"?)',
    );
    expect(requests).toHaveLength(0);
  });

  it('says what an argument must be, never a bare "Invalid input"', async () => {
    const { client } = setup();
    expect((await rejection(queryWidgets(client, 'all'))).message).toBe('Invalid argument: "query" must be an object');
    expect((await rejection(queryWidgets(client, { filter: 3 }))).message).toBe('Invalid argument: "query.filter" must be an object');
    expect((await rejection(queryWidgets(client, { sorting: [{}] }))).message).toBe(
      'Invalid argument: "query.sorting.0.fieldName" is required',
    );
    expect((await rejection(queryWidgets(client, undefined, { ids: 7 }))).message).toBe(
      'Invalid argument: "options.ids" must be a string or an array',
    );
    expect((await rejection(queryWidgets(client, undefined, { ids: [7] }))).message).toBe(
      'Invalid argument: "options.ids.0" must be a string',
    );
  });

  it('checks only: what is sent is the argument as given', async () => {
    const { client, requests } = setup();
    await queryWidgets(client, { paging: { limit: 5 } }, { label: 'new' });
    expect(requests[0]!.body).toEqual({ query: { paging: { limit: 5 } }, label: 'new' });
  });
});
