import { useState } from 'react';
import { api } from './api.js';
import { StatusLine, useStatus } from './status-line.js';
import type { CaptchaSetting, SignOnPolicy } from './types.js';
import { useResource } from './use-resource.js';

/**
 * The site's sign-in settings as switches: the sign-on policy (owner approval, email verification:
 * for sign-ups from then on) and captcha (`/_emulator/identity/policy`, `/_emulator/identity/captcha`).
 */
export function SignInSettings() {
  const policy = useResource<{ policy: SignOnPolicy }>('/_emulator/identity/policy');
  const captcha = useResource<CaptchaSetting>('/_emulator/identity/captcha');
  const { status, run } = useStatus();
  // What a switch was just set to, shown at once (until the emulator's answer is read back).
  const [chosen, setChosen] = useState<Partial<SignOnPolicy & { captcha: boolean }>>({});
  const choose = (key: keyof typeof chosen, value: boolean) => setChosen((old) => ({ ...old, [key]: value }));
  const settle = (key: keyof typeof chosen) => setChosen(({ [key]: _, ...rest }) => rest);
  const setPolicy = (key: keyof SignOnPolicy, value: boolean, text: string) => {
    choose(key, value);
    void run(text, async () => {
      try {
        await api('/_emulator/identity/policy', { body: { [key]: value } });
        await policy.reload();
      } finally {
        settle(key);
      }
    });
  };
  const current = policy.data ? { ...policy.data.policy, ...chosen } : undefined;
  const captchaRequired = chosen.captcha ?? captcha.data?.required ?? false;
  return (
    <section aria-labelledby="sign-in-title">
      <h3 id="sign-in-title">Sign-in</h3>
      {policy.error ? <p className="error">{policy.error}</p> : null}
      {current && captcha.data ? (
        <div className="switches">
          <label>
            <input
              type="checkbox"
              checked={current.requireOwnerApproval}
              onChange={(event) =>
                setPolicy(
                  'requireOwnerApproval',
                  event.target.checked,
                  event.target.checked ? 'New members now wait for your approval.' : 'New members are approved at once.',
                )
              }
            />{' '}
            New members wait for the owner's approval
          </label>
          <label>
            <input
              type="checkbox"
              checked={current.requireEmailVerification}
              onChange={(event) =>
                setPolicy(
                  'requireEmailVerification',
                  event.target.checked,
                  event.target.checked ? 'New members now verify their email with a code.' : 'New members no longer verify their email.',
                )
              }
            />{' '}
            New members verify their email (a code in the outbox)
          </label>
          <label>
            <input
              type="checkbox"
              checked={captchaRequired}
              onChange={(event) => {
                const required = event.target.checked;
                choose('captcha', required);
                void run(required ? 'Captcha is now required.' : 'Captcha is no longer required.', async () => {
                  try {
                    await api('/_emulator/identity/captcha', { body: { required } });
                    await captcha.reload();
                  } finally {
                    settle('captcha');
                  }
                });
              }}
            />{' '}
            Sign-up and login need a captcha token
          </label>
          {captchaRequired ? (
            <p className="note">
              The token the emulator accepts: <code>{captcha.data.testToken}</code>
            </p>
          ) : null}
          <p className="note">The policy applies to sign-ups from now on; members who exist keep their status.</p>
        </div>
      ) : null}
      <StatusLine status={status} />
    </section>
  );
}
