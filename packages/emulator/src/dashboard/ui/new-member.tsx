import { useState, type FormEvent } from 'react';
import { api } from './api.js';
import { Field } from './field.js';
import { StatusLine, useStatus } from './status-line.js';
import { navigate, routeHash } from './use-route.js';

/** The statuses a new member can be given. */
const STATUSES = [
  ['APPROVED', 'Approved: can sign in'],
  ['PENDING', 'Pending: waits for approval'],
  ['BLOCKED', 'Blocked'],
] as const;

/**
 * The form that makes a test member (`#/data/members/new`): email, optional password, names and
 * the status they start in (`POST /_emulator/identity/members`, then the names through `POST
 * /_emulator/dashboard/members/{id}`). The policy and captcha do not apply: this is the owner's tool.
 */
export function NewMember() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [status, setStatus] = useState<string>('APPROVED');
  const { status: outcome, run } = useStatus();
  const create = (event: FormEvent) => {
    event.preventDefault();
    void run(`Created ${email}.`, async () => {
      const { member } = await api<{ member: { id: string } }>('/_emulator/identity/members', {
        body: { email: email.trim(), status, ...(password ? { password } : {}) },
      });
      if (firstName.trim() || lastName.trim()) {
        await api(`/_emulator/dashboard/members/${encodeURIComponent(member.id)}`, {
          body: { firstName: firstName.trim(), lastName: lastName.trim() },
        });
      }
      navigate('data', 'members', member.id);
    });
  };
  return (
    <form className="panel form" aria-labelledby="new-member-title" onSubmit={create}>
      <h3 id="new-member-title">New member</h3>
      <Field label="Email">
        {(id) => <input id={id} type="email" required value={email} onChange={(event) => setEmail(event.target.value)} />}
      </Field>
      <Field label="Password (optional)">
        {(id) => (
          <input
            id={id}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        )}
      </Field>
      <Field label="First name">{(id) => <input id={id} value={firstName} onChange={(event) => setFirstName(event.target.value)} />}</Field>
      <Field label="Last name">{(id) => <input id={id} value={lastName} onChange={(event) => setLastName(event.target.value)} />}</Field>
      <Field label="Status">
        {(id) => (
          <select id={id} value={status} onChange={(event) => setStatus(event.target.value)}>
            {STATUSES.map(([value, text]) => (
              <option key={value} value={value}>
                {text}
              </option>
            ))}
          </select>
        )}
      </Field>
      <div className="row">
        <button type="submit">Create the member</button>
        <a className="button" href={routeHash('data', 'members')}>
          Close
        </a>
      </div>
      <StatusLine status={outcome} />
    </form>
  );
}
