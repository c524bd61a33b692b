import { useRef, useState, type ChangeEvent } from 'react';
import { api, download } from './api.js';
import { CopyButton } from './copy-button.js';
import { Field } from './field.js';
import { StatusLine, useStatus } from './status-line.js';
import { SignInSettings } from './sign-in-settings.js';
import { useSummary } from './summary.js';
import { Time, useTimes } from './time.js';
import { COLLECTIONS, type ClockInfo } from './types.js';
import { routeHash } from './use-route.js';

const HOUR_MS = 3_600_000;

function Copyable({ value, label }: { value: string; label: string }) {
  return (
    <>
      <code>{value}</code>
      <CopyButton value={value} label={label} />
    </>
  );
}

/**
 * The overview: the site's credentials with copy buttons, the records per domain, the emulator
 * clock and its controls, reset to the seed, and export/import of the state.
 */
export function OverviewView() {
  const summary = useSummary();
  const times = useTimes();
  const { status, run } = useStatus();
  const [confirmingReset, setConfirmingReset] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const data = summary.data;

  const moveClock = (label: string, body: object) =>
    run(label, async () => {
      const clock = await api<ClockInfo>('/_emulator/clock', { body });
      await summary.reload();
      return clock;
    });

  const importFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    if (!file) return;
    await run(`Imported ${file.name}; the clock is where the export had it.`, async () => {
      const imported = await api<{ clock: ClockInfo }>('/_emulator/dashboard/import', { body: await file.text() });
      await summary.reload();
      return imported;
    });
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section aria-labelledby="overview-title">
      <h2 id="overview-title">Overview</h2>
      {summary.error ? <p className="error">{summary.error}</p> : null}
      {data ? (
        <>
          <dl className="facts">
            <dt>Site</dt>
            <dd>
              {data.site.name}
              <br />
              <Copyable value={data.site.id} label="site id" />
            </dd>
            <dt>Admin API key</dt>
            <dd>
              {data.apiKey ? (
                <Copyable value={data.apiKey} label="admin API key" />
              ) : (
                "Not shown here: see the emulator's start-up output (or create one with POST /_emulator/api-keys)."
              )}
            </dd>
            <dt>OAuth client id</dt>
            <dd>
              {data.oauthClientId ? (
                <Copyable value={data.oauthClientId} label="OAuth client id" />
              ) : (
                'None (POST /_emulator/oauth-clients adds one).'
              )}
            </dd>
            <dt>Data</dt>
            <dd>
              {data.data.persisted ? (
                <>
                  Kept in the data folder <code>{data.data.dir}</code> (survives restarts).
                </>
              ) : (
                'In memory only: lost when the emulator stops (start it with --data <folder> to keep it).'
              )}
            </dd>
          </dl>
          <h3>Records</h3>
          <ul className="counts" aria-label="Records per domain">
            {COLLECTIONS.map((collection) => (
              <li key={collection}>
                <a href={routeHash('data', collection)} aria-label={`${data.counts[collection] ?? 0} ${collection}`}>
                  <strong>{data.counts[collection] ?? 0}</strong>
                  {collection}
                </a>
              </li>
            ))}
          </ul>
          <h3>Clock</h3>
          <p>
            Now:{' '}
            <time id="clock-now" dateTime={data.clock.now}>
              {times.long(data.clock.now)}
            </time>{' '}
            ({times.zone}; {data.clock.real ? 'real time' : 'set, not real time: it moves only when you move it'}
            {data.clock.start ? (
              <>
                ; started at <Time iso={data.clock.start} />
              </>
            ) : null}
            )
          </p>
          <p className="note">
            Next order payment:{' '}
            {data.nextOrderPayment ? (
              <>
                <Time iso={data.nextOrderPayment} /> ({times.zone})
              </>
            ) : (
              'none'
            )}
          </p>
          <div className="row">
            <button type="button" onClick={() => moveClock('The clock moved an hour.', { advanceMs: HOUR_MS })}>
              +1 hour
            </button>
            <button type="button" onClick={() => moveClock('The clock moved a day.', { advanceMs: 24 * HOUR_MS })}>
              +1 day
            </button>
            <button
              type="button"
              disabled={!data.nextOrderPayment}
              onClick={() => moveClock('The clock is at the next order payment.', { to: 'next-order-payment' })}
            >
              To the next order payment
            </button>
            <button type="button" onClick={() => moveClock('The clock is back at its start.', { reset: true })}>
              Reset the clock
            </button>
            <button type="button" onClick={() => moveClock('The clock follows real time.', { real: true })}>
              Real time
            </button>
          </div>
          <SignInSettings />
          <h3>State</h3>
          <div className="row">
            {confirmingReset ? (
              <>
                <span>Every change since the seed is lost.</span>
                <button
                  type="button"
                  onClick={() => {
                    setConfirmingReset(false);
                    void run('Reset to the seed.', async () => {
                      await api('/_emulator/reset', { body: {} });
                      await summary.reload();
                    });
                  }}
                >
                  Yes, reset
                </button>
                <button type="button" onClick={() => setConfirmingReset(false)}>
                  Keep the state
                </button>
              </>
            ) : (
              <button type="button" onClick={() => setConfirmingReset(true)}>
                Reset to the seed
              </button>
            )}
            <button
              type="button"
              onClick={() =>
                run('Exported the state (with the clock).', () => download('/_emulator/state', 'frontdesk-emulator-state.json'))
              }
            >
              Export the state
            </button>
            <Field label="Import a state file">
              {(id) => (
                <input id={id} ref={fileInput} type="file" accept="application/json,.json" onChange={(event) => void importFile(event)} />
              )}
            </Field>
          </div>
        </>
      ) : summary.loading ? (
        <p className="note">Loading…</p>
      ) : null}
      <StatusLine status={status} />
    </section>
  );
}
