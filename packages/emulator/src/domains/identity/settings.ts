import { validationError } from '../../errors.js';
import type { EmulatorState } from '../../state/types.js';
import { identityState } from './store.js';
import type { SignOnPolicy } from './types.js';
import { own } from '../../util/safe-keys.js';

/**
 * The site's sign-in settings: the sign-on policy and whether captcha is enforced.
 * `createEmulator({ identity })` takes them (applied to the seed, also after `reset()`).
 */
export interface IdentitySettings {
  policy?: Partial<SignOnPolicy>;
  captchaRequired?: boolean;
  /**
   * Refuse reuse of an already-used refresh token and revoke its family (OAuth strict rotation).
   * Default `false`: like the platform, an older refresh token of a live family still refreshes.
   */
  strictRefreshRotation?: boolean;
}

const PRESETS: Record<string, SignOnPolicy> = {
  none: { requireEmailVerification: false, requireOwnerApproval: false },
  emailVerification: { requireEmailVerification: true, requireOwnerApproval: false },
  ownerApproval: { requireEmailVerification: false, requireOwnerApproval: true },
};

/**
 * Reads a policy change: the flags (`{ requireEmailVerification?, requireOwnerApproval? }`, a
 * partial update) or a preset (`{ policy: 'none' | 'emailVerification' | 'ownerApproval' }`).
 */
export function parsePolicyInput(input: Record<string, unknown>): Partial<SignOnPolicy> {
  if (input.policy !== undefined) {
    const preset = own(PRESETS, input.policy);
    if (!preset) throw validationError([{ field: 'policy', description: `must be one of ${Object.keys(PRESETS).join(', ')}`, data: {} }]);
    return { ...preset };
  }
  const patch: Partial<SignOnPolicy> = {};
  for (const key of ['requireEmailVerification', 'requireOwnerApproval'] as const) {
    if (input[key] === undefined) continue;
    if (typeof input[key] !== 'boolean') throw validationError([{ field: key, description: 'must be a boolean', data: {} }]);
    patch[key] = input[key];
  }
  return patch;
}

/**
 * Applies settings to a state (partial: what is not given stays).
 */
export function applyIdentitySettings(state: EmulatorState, settings: IdentitySettings | undefined): EmulatorState {
  if (!settings) return state;
  const ids = identityState(state);
  if (settings.policy) ids.policy = { ...ids.policy, ...settings.policy };
  if (settings.captchaRequired !== undefined) ids.captchaRequired = settings.captchaRequired;
  return state;
}
