import { useId, useState, type FormEvent } from 'react';
import { storeAdminKey } from './api.js';

/**
 * Asks for the admin API key (the emulator listens beyond loopback, so its admin API wants one);
 * keeps it for this tab and calls `onSaved`.
 */
export function KeyForm({ onSaved, refused }: { onSaved: () => void; refused: boolean }) {
  const [key, setKey] = useState('');
  const id = useId();
  const save = (event: FormEvent) => {
    event.preventDefault();
    if (!key.trim()) return;
    storeAdminKey(key.trim());
    onSaved();
  };
  return (
    <section aria-labelledby={`${id}-title`} className="panel">
      <h2 id={`${id}-title`}>Admin API key needed</h2>
      <p>
        This emulator listens on a network interface, not only on this machine, so its dashboard and admin API need the admin API key. The
        emulator printed it when it started (<code>admin API key:</code>). It is kept in this tab only.
      </p>
      {refused ? <p className="error">The emulator refused that key: check it and try again.</p> : null}
      <form onSubmit={save} className="row">
        <label htmlFor={`${id}-key`}>Admin API key</label>
        <input id={`${id}-key`} type="password" autoComplete="off" value={key} onChange={(event) => setKey(event.target.value)} required />
        <button type="submit">Use this key</button>
      </form>
    </section>
  );
}
