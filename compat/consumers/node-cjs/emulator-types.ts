// The emulator's root entry, compiled as CommonJS (module node16): a test project in CommonJS imports it.
import { createEmulator, DEMO_API_KEY, type Emulator } from '@frontdesk/emulator';

export const emulator: Emulator = createEmulator();
export const key: string = DEMO_API_KEY;
