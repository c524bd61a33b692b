/**
 * Turns a recorded body (JSON or form text) or a value into readable text: JSON pretty-printed,
 * anything else as it is.
 */
export function prettyJson(value: unknown): string {
  if (value === undefined || value === null) return '(none)';
  if (typeof value !== 'string') return JSON.stringify(value, null, 2);
  try {
    return JSON.stringify(JSON.parse(value), null, 2);
  } catch {
    return value;
  }
}

/**
 * A value shown as pretty JSON in a labelled, scrollable block (text only, never HTML).
 */
export function JsonView({ label, value, note }: { label: string; value: unknown; note?: string }) {
  return (
    <figure aria-label={label} className="json">
      <figcaption>
        <strong>{label}</strong>
        {note ? <span className="note"> {note}</span> : null}
      </figcaption>
      <pre>{prettyJson(value)}</pre>
    </figure>
  );
}
