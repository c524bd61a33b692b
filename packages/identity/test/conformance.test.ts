import { describeConformance } from '@frontdesk/test-support';
import * as identity from '../src/index.js';

// resolvesPaths: every identity path also resolves with its parameters filled in (the emulator routes
// some of them beside static paths of the same shape).
describeConformance('exports every identity call of wire.md (rows 99-112)', identity, {
  calls: [
    'createRedirectSession',
    'registerV2',
    'loginV2',
    'changePassword',
    'loginCallback',
    'signOn',
    'endSession',
    'verifyFactor',
    'sendRecoveryEmail',
    'sendActivationEmail',
    'recover',
    'startVerification',
    'verifyDuringAuthentication',
    'resendDuringAuthentication',
  ],
  resolvesPaths: true,
});
