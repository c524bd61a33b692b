/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_FRONTDESK_BASE_URL?: string;
  readonly VITE_FRONTDESK_CLIENT_ID?: string;
}
