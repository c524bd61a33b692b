// The shared emulator fixture (one copy for every domain package).
export * from '../../core/test/support/use-emulator.js';
