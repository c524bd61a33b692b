import { NextResponse, type NextRequest } from 'next/server';
import { cookieStorage, createClient, oauth, type CookieOptions } from '@frontdesk/core';
import { BASE_URL, CLIENT_ID, REFRESH_AHEAD_SECONDS, TOKENS_COOKIE } from './lib/config';
import { originOf, sessionCookieOptions } from './lib/session';

/**
 * Next.js's proxy (formerly middleware) runs before every page and route: when a member's access
 * token expires within REFRESH_AHEAD_SECONDS, it renews it with the refresh token, writes the new
 * tokens to the session cookie (the response) and hands them to this same request (its cookie
 * header), so Server Components, which cannot set cookies, always start with a valid token. A refused
 * refresh (revoked session) leaves visitor tokens, so the member appears signed out.
 */
export async function proxy(request: NextRequest): Promise<NextResponse> {
  if (!request.cookies.has(TOKENS_COOKIE)) return NextResponse.next();
  const origin = originOf(request.headers);
  const writes = new Map<string, { value: string; options: CookieOptions } | null>();
  const storage = cookieStorage({
    // Plain text in `writes` and in Next's jars (they encode values themselves); encoded for the adapter.
    get: (name) => {
      const value = writes.has(name) ? writes.get(name)?.value : request.cookies.get(name)?.value;
      return value === undefined ? undefined : encodeURIComponent(value);
    },
    set: (name, value, options) => void writes.set(name, { value: decodeURIComponent(value), options }),
    remove: (name) => void writes.set(name, null),
    options: sessionCookieOptions(origin),
  });
  const client = createClient({ baseUrl: BASE_URL, auth: oauth({ clientId: CLIENT_ID, storage }) });
  await client.auth.ready();
  const { accessToken } = client.auth.getTokens();
  if (client.auth.role() !== 'member' || accessToken.expiresAt - Date.now() / 1000 > REFRESH_AHEAD_SECONDS) return NextResponse.next();
  try {
    await client.auth.renewToken();
  } catch {
    // The platform could not be reached: keep the session as it is; the page will say what failed.
    return NextResponse.next();
  }
  for (const [name, write] of writes) {
    if (write) request.cookies.set(name, write.value);
    else request.cookies.delete(name);
  }
  const response = NextResponse.next({ request: { headers: request.headers } });
  for (const [name, write] of writes) {
    if (write) response.cookies.set(name, write.value, write.options);
    else response.cookies.delete({ name, path: '/' });
  }
  return response;
}

export const config = {
  // Pages and routes; not Next's static files.
  matcher: ['/((?!_next/static|_next/image|favicon.ico).*)'],
};
