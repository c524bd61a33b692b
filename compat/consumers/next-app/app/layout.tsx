import type { ReactNode } from 'react';
import { Providers } from './providers';

export default function RootLayout({ children }: { children: ReactNode }): ReactNode {
  return (
    <html lang="en">
      <body>
        <Providers baseUrl={process.env.FRONTDESK_BASE_URL ?? 'http://127.0.0.1:4010'}>{children}</Providers>
      </body>
    </html>
  );
}
