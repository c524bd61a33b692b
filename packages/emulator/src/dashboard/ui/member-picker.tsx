import { useDeferredValue, useState } from 'react';
import { field } from './columns.js';
import { Field } from './field.js';
import type { DataPage, Entity } from './types.js';
import { useResource } from './use-resource.js';

const MATCHES = 50;

/** A member's name and email as a choice reads them (`Ada Lovelace <ada@example.com>`). */
export function memberChoice(member: Entity): string {
  const name =
    [field(member, 'contact.firstName'), field(member, 'contact.lastName')].filter(Boolean).join(' ') || field(member, 'profile.nickname');
  const email = field(member, 'loginEmail');
  return name ? `${name} <${email}> (${field(member, 'status')})` : `${email} (${field(member, 'status')})`;
}

/**
 * Picks a member: a search box (any text of the member) and the first 50 matches as a list, so it
 * stays fast with thousands of members. `value` is the chosen member's id.
 */
export function MemberPicker({ value, onChange }: { value: string; onChange: (id: string) => void }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query.trim());
  const params = new URLSearchParams({ limit: String(MATCHES) });
  if (deferred) params.set('q', deferred);
  const matches = useResource<DataPage>(`/_emulator/dashboard/data/members?${params}`);
  const chosen = useResource<{ item: Entity }>(value ? `/_emulator/dashboard/data/members/${encodeURIComponent(value)}` : null);
  const items = matches.data?.items ?? [];
  const chosenItem = value && chosen.data?.item.id === value ? chosen.data.item : undefined;
  const shown = chosenItem && !items.some((item) => item.id === value) ? [chosenItem, ...items] : items;
  return (
    <>
      <Field label="Find a member">
        {(id) => (
          <input id={id} type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="name or email" />
        )}
      </Field>
      <Field label="Member">
        {(id) => (
          <select id={id} required value={value} onChange={(event) => onChange(event.target.value)}>
            <option value="">Choose a member</option>
            {shown.map((member) => (
              <option key={String(member.id)} value={String(member.id)}>
                {memberChoice(member)}
              </option>
            ))}
          </select>
        )}
      </Field>
    </>
  );
}
