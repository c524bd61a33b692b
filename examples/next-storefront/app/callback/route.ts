import { NextResponse, type NextRequest } from 'next/server';
import { finishLogin, isFrontdeskError, parseCallbackUrl } from '@frontdesk/core';
import { originOf, safePath, writableSession } from '../../lib/session';

/**
 * The hosted sign-in's way back: checks `state` against the flow in the cookie (single use),
 * exchanges the code (with the PKCE verifier) for the member's tokens, which the client stores in
 * the HTTP-only session cookie, then goes where the member was going.
 */
export async function GET(request: NextRequest): Promise<Response> {
  const origin = originOf(request.headers);
  const client = await writableSession(origin);
  try {
    const { originalUri } = await finishLogin(client, parseCallbackUrl(request.url, 'query'));
    const target = originalUri ? new URL(originalUri, origin) : new URL('/', origin);
    return NextResponse.redirect(new URL(target.origin === origin ? safePath(target.pathname + target.search) : '/', origin), 303);
  } catch (error) {
    const reason = isFrontdeskError(error) ? error.message : 'The sign-in did not finish.';
    return NextResponse.redirect(new URL(`/?signin=failed&reason=${encodeURIComponent(reason)}`, origin), 303);
  }
}
