import { InputError, type FrontdeskClient, type OAuthApi } from '@frontdesk/core';
import { sendRecoveryEmail } from '../recovery.js';
import { requireOAuth } from './environment.js';

/**
 * Emails the member a one-time password-reset link. After the reset, the platform sends them to
 * `redirectUri`, which must be an allowed redirect URI of the OAuth app. The platform answers the same
 * whether or not the email belongs to a member, so this does not reveal who has an account.
 *
 * @example
 * ```ts
 * await sendPasswordResetEmail(client, 'ada@example.com', 'https://shop.example/login');
 * ```
 */
export async function sendPasswordResetEmail(client: FrontdeskClient<OAuthApi>, email: string, redirectUri: string): Promise<void> {
  const auth = requireOAuth(client, 'sendPasswordResetEmail');
  if (typeof redirectUri !== 'string' || redirectUri === '') {
    throw new InputError([{ argument: 'redirectUri', path: [], message: 'must be a non-empty string' }]);
  }
  await sendRecoveryEmail(client, email, { redirect: { url: redirectUri, clientId: auth.clientId } });
}
