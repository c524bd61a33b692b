import { NextResponse, type NextRequest } from 'next/server';
import { logout } from '@frontdesk/identity';
import { isSameOrigin, originOf, writableSession } from '../../lib/session';

/**
 * Signs out (a form post from this store only): forgets the tokens (the session cookie is deleted),
 * then sends the browser through the platform's logout page, which ends the platform session and
 * comes back to the home page.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const origin = originOf(request.headers);
  if (!isSameOrigin(request, origin)) return new Response('Forbidden', { status: 403 });
  const client = await writableSession(origin);
  if (!client.auth.loggedIn()) return NextResponse.redirect(new URL('/', origin), 303);
  try {
    const { logoutUrl } = await logout(client, { postFlowUrl: `${origin}/` });
    return NextResponse.redirect(logoutUrl, 303);
  } catch {
    // The tokens are forgotten even when the platform's logout page could not be created.
    return NextResponse.redirect(new URL('/', origin), 303);
  }
}
