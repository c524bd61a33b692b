import type { Metadata } from 'next';
import type { ReactNode } from 'react';
import Link from 'next/link';
import { getCurrentMember } from '@frontdesk/members';
import { BASE_URL, CLIENT_ID } from '../lib/config';
import { readSession } from '../lib/session';
import { Providers } from './providers';
import './styles.css';

export const metadata: Metadata = { title: 'Frontdesk plans (Next.js)', description: 'Pricing plans of the demo studio.' };

// Every page depends on the request (the session cookie) and on the platform's current data.
export const dynamic = 'force-dynamic';

/** The signed-in member's email, or nothing for a visitor (or when the platform cannot say). */
async function memberEmail(): Promise<string | undefined> {
  const { client, loggedIn } = await readSession();
  if (!loggedIn) return undefined;
  try {
    const { member } = await getCurrentMember(client, { fieldsets: ['EXTENDED'] });
    return member?.loginEmail ?? member?.profile?.nickname ?? 'member';
  } catch {
    return 'member';
  }
}

export default async function RootLayout({ children }: { children: ReactNode }): Promise<ReactNode> {
  const email = await memberEmail();
  return (
    <html lang="en">
      <body>
        <header className="site-header">
          <Link href="/" className="brand">
            Frontdesk Studio
          </Link>
          <nav aria-label="Account">
            {email ? (
              <>
                <span className="who">Signed in as {email}</span>
                <Link href="/account">My account</Link>
                <form method="post" action="/logout">
                  <button type="submit">Sign out</button>
                </form>
              </>
            ) : (
              <a href="/login">Sign in</a>
            )}
          </nav>
        </header>
        <main>
          <Providers baseUrl={BASE_URL} clientId={CLIENT_ID}>
            {children}
          </Providers>
        </main>
      </body>
    </html>
  );
}
