import { useState, type FormEvent } from 'react';
import { api } from './api.js';
import { field } from './columns.js';
import { Field } from './field.js';
import { StatusLine, useStatus } from './status-line.js';
import { useSummary } from './summary.js';
import type { DataDetail } from './types.js';
import { routeHash } from './use-route.js';

/** The statuses an edit can move a member to (through the owner's approve, block and disconnect). */
const STATUSES = ['APPROVED', 'BLOCKED', 'OFFLINE'] as const;

function EditMember({ detail, onChanged }: { detail: DataDetail; onChanged: (next: DataDetail) => void }) {
  const { item } = detail;
  const id = String(item.id);
  const [firstName, setFirstName] = useState(field(item, 'contact.firstName'));
  const [lastName, setLastName] = useState(field(item, 'contact.lastName'));
  const [nickname, setNickname] = useState(field(item, 'profile.nickname'));
  const current = field(item, 'status');
  const [status, setStatus] = useState(current);
  const { status: outcome, run } = useStatus();
  const save = (event: FormEvent) => {
    event.preventDefault();
    void run('Saved the member.', async () => {
      const body = { firstName, lastName, nickname, ...(status !== current && status !== 'PENDING' ? { status } : {}) };
      onChanged(await api<DataDetail>(`/_emulator/dashboard/members/${encodeURIComponent(id)}`, { body }));
    });
  };
  return (
    <form aria-label="Edit the member" onSubmit={save}>
      <h4>Edit</h4>
      <div className="row">
        <Field label="First name">
          {(fid) => <input id={fid} value={firstName} onChange={(event) => setFirstName(event.target.value)} />}
        </Field>
        <Field label="Last name">
          {(fid) => <input id={fid} value={lastName} onChange={(event) => setLastName(event.target.value)} />}
        </Field>
        <Field label="Nickname">{(fid) => <input id={fid} value={nickname} onChange={(event) => setNickname(event.target.value)} />}</Field>
        <Field label="Status">
          {(fid) => (
            <select id={fid} value={status} onChange={(event) => setStatus(event.target.value)}>
              {current === 'PENDING' ? <option value="PENDING">PENDING</option> : null}
              {STATUSES.map((value) => (
                <option key={value} value={value}>
                  {value}
                </option>
              ))}
            </select>
          )}
        </Field>
        <button type="submit">Save</button>
      </div>
      <StatusLine status={outcome} />
    </form>
  );
}

/**
 * Signs this browser in as the member on the emulator's hosted pages (`POST
 * /_emulator/dashboard/members/{id}/browser-session` sets the hosted login's cookie), then opens the
 * app: its sign-in (hosted or silent) completes as the member. No token goes into any URL.
 */
function SignInAs({ memberId, name, approved }: { memberId: string; name: string; approved: boolean }) {
  const apps = useSummary().data?.apps ?? [];
  const [origin, setOrigin] = useState('');
  const { status, run } = useStatus();
  const chosen = origin || apps[0]?.origin || '';
  const signIn = () =>
    void run(`Signed in as ${name}; ${chosen} opened in a new tab.`, async () => {
      await api(`/_emulator/dashboard/members/${encodeURIComponent(memberId)}/browser-session`, { method: 'POST', body: {} });
      window.open(chosen, '_blank', 'noopener');
    });
  const copyToken = () =>
    void run(`Copied a member token for ${name} (an access token: keep it out of URLs and logs).`, async () => {
      const clientId = apps.find((app) => app.origin === chosen)?.clientId;
      const tokens = await api<{ access_token: string }>('/_emulator/identity/tokens', {
        body: { memberId, ...(clientId ? { clientId } : {}) },
      });
      await navigator.clipboard.writeText(tokens.access_token);
    });
  return (
    <fieldset className="sign-in-as">
      <legend>Sign in as {name}</legend>
      {!approved ? <p className="note">Only an APPROVED member can sign in.</p> : null}
      <div className="row">
        {apps.length > 1 ? (
          <Field label="App">
            {(id) => (
              <select id={id} value={chosen} onChange={(event) => setOrigin(event.target.value)}>
                {apps.map((app) => (
                  <option key={app.origin} value={app.origin}>
                    {app.origin}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <button type="button" disabled={!approved || !chosen} onClick={signIn}>
          Sign in as {name}
          {apps.length === 1 ? ` in ${chosen}` : ''}
        </button>
        <button type="button" disabled={!approved} onClick={copyToken}>
          Copy a member token
        </button>
      </div>
      {apps.length === 0 ? (
        <p className="note">No app is registered (an OAuth client's redirect URI): register one to open it signed in.</p>
      ) : null}
      <StatusLine status={status} />
    </fieldset>
  );
}

/**
 * A member's tools in their detail: edit (names, status), sign in as them in an app, copy a member
 * token, and make test data for them (a booking, an offline order).
 */
export function MemberTools({ detail, onChanged }: { detail: DataDetail; onChanged: (next: DataDetail) => void }) {
  const id = String(detail.item.id);
  const name =
    [field(detail.item, 'contact.firstName'), field(detail.item, 'contact.lastName')].filter(Boolean).join(' ') ||
    field(detail.item, 'profile.nickname') ||
    field(detail.item, 'loginEmail');
  return (
    <div className="member-tools">
      <div className="row">
        <a className="button" href={routeHash('data', 'bookings', 'new', id)}>
          Book for {name}
        </a>
        <a className="button" href={routeHash('data', 'orders', 'new', id)}>
          Sell {name} a plan
        </a>
      </div>
      <SignInAs memberId={id} name={name} approved={field(detail.item, 'status') === 'APPROVED'} />
      <EditMember key={id} detail={detail} onChanged={onChanged} />
    </div>
  );
}
