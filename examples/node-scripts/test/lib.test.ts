import { describe, expect, it } from 'vitest';
import { helpText, int, list, parseCli, parseDay, UsageError, type ScriptSpec } from '../src/lib/args.js';
import { createProgress } from '../src/lib/progress.js';
import { addDays, localTime, zonedInstant } from '../src/lib/time.js';

function fakeStream(tty: boolean) {
  const writes: string[] = [];
  const stream = { isTTY: tty, write: (s: string) => writes.push(s) > 0 } as unknown as NodeJS.WriteStream;
  return { stream, writes };
}

describe('progress', () => {
  it('draws one redrawn bar on a TTY', () => {
    const { stream, writes } = fakeStream(true);
    const progress = createProgress({ label: 'Work', total: 4, stream });
    for (let i = 0; i < 4; i++) progress.tick();
    progress.done('finished');
    expect(writes[0]).toBe('\rWork: [######------------------] 1/4 25%\x1b[K'); // later ticks within 80 ms are not redrawn
    expect(writes.at(-2)).toBe('\rWork: [########################] 4/4 100%\x1b[K\n');
    expect(writes.at(-1)).toBe('finished\n');
  });

  it('prints plain lines (no control characters) when not a TTY, and only the message on short runs', () => {
    const { stream, writes } = fakeStream(false);
    const progress = createProgress({ label: 'Work', total: 4, stream, intervalMs: 0 });
    progress.tick(2);
    progress.done('finished');
    expect(writes).toEqual(['Work: 2/4 50%\n', 'finished\n']);
    const quiet = fakeStream(false);
    const short = createProgress({ label: 'Work', stream: quiet.stream });
    short.tick();
    short.done('done');
    expect(quiet.writes).toEqual(['done\n']);
  });
});

describe('arguments', () => {
  const spec: ScriptSpec = {
    name: 'x',
    summary: 's',
    options: { n: { type: 'string', description: 'a number' }, tag: { type: 'string', multiple: true, description: 'tags' } },
    examples: ['--n 1'],
  };

  it('parses strictly', () => {
    expect(() => parseCli(spec, ['--nope'])).toThrow(UsageError);
    expect(() => parseCli(spec, ['positional'])).toThrow(UsageError);
    expect(() => parseCli(spec, ['--n'])).toThrow(UsageError);
    const values = parseCli(spec, ['--tag', 'a,b', '--tag', 'b, c', '--n', '7']);
    expect(list(values, 'tag')).toEqual(['a', 'b', 'c']);
    expect(int(values, 'n', { min: 1, max: 9 })).toBe(7);
    expect(() => int(parseCli(spec, ['--n', '1e3']), 'n', { min: 1, max: 9 })).toThrow('--n must be a whole number');
    expect(helpText(spec)).toContain('--tag <value>  tags May be repeated.');
  });

  it('checks calendar dates', () => {
    expect(parseDay('2028-02-29', 'd')).toBe('2028-02-29');
    for (const bad of ['2026-02-29', '2026-1-01', '26-01-01', '2026-01-01T00:00']) expect(() => parseDay(bad, 'd')).toThrow(UsageError);
  });
});

describe('time zones', () => {
  it('converts wall times across DST changes', () => {
    expect(zonedInstant('2026-03-07', '18:00', 'America/New_York').toISOString()).toBe('2026-03-07T23:00:00.000Z');
    expect(zonedInstant('2026-03-09', '18:00', 'America/New_York').toISOString()).toBe('2026-03-09T22:00:00.000Z');
    expect(zonedInstant('2026-03-29', '00:00', 'Europe/London').toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(zonedInstant('2026-03-30', '00:00', 'Europe/London').toISOString()).toBe('2026-03-29T23:00:00.000Z');
    expect(localTime(new Date('2026-03-09T22:00:00Z'), 'America/New_York')).toBe('18:00');
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
  });
});
