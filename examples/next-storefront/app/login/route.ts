import { NextResponse, type NextRequest } from 'next/server';
import { generateOAuthData } from '@frontdesk/core';
import { getAuthUrl } from '@frontdesk/identity';
import { originOf, safePath, writableSession } from '../../lib/session';

/**
 * Starts the hosted sign-in (PKCE): the verifier and state go into an HTTP-only cookie (the client's
 * flow storage), the browser goes to the platform's login page, which comes back to /callback with
 * `?code=&state=` (`responseMode: 'query'`: a server never sees a URL fragment).
 */
export async function GET(request: NextRequest): Promise<Response> {
  const origin = originOf(request.headers);
  const next = safePath(request.nextUrl.searchParams.get('next'));
  const client = await writableSession(origin);
  const oauthData = await generateOAuthData(client, `${origin}/callback`, next);
  const { authUrl } = await getAuthUrl(client, oauthData, { responseMode: 'query' });
  return NextResponse.redirect(authUrl, 303);
}
