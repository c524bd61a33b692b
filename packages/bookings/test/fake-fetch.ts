// The shared test fetch (one copy for every domain package).
export * from '../../core/test/support/fake-fetch.js';
