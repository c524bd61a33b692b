import { useState } from 'react';

/** Props of {@link CopyButton}. */
export interface CopyButtonProps {
  /** The text copied to the clipboard. */
  value: string;
  /** What is copied, for the button's accessible name ("Copy site id"). */
  label: string;
}

/**
 * A button that copies `value` to the clipboard and says whether it worked.
 */
export function CopyButton({ value, label }: CopyButtonProps) {
  const [outcome, setOutcome] = useState<'copied' | 'refused'>();
  const copy = () => {
    navigator.clipboard.writeText(value).then(
      () => setOutcome('copied'),
      () => setOutcome('refused'),
    );
  };
  return (
    <>
      <button type="button" className="small" aria-label={`Copy ${label}`} onClick={copy}>
        Copy
      </button>
      <span role="status" className="note">
        {outcome === 'copied' ? ' Copied.' : outcome === 'refused' ? ' The browser refused the clipboard: select the text instead.' : ''}
      </span>
    </>
  );
}
