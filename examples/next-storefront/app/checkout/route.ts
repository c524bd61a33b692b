import { NextResponse, type NextRequest } from 'next/server';
import { isFrontdeskError } from '@frontdesk/core';
import { createRedirectSession } from '@frontdesk/identity';
import { createPlanCheckout } from '@frontdesk/orders';
import { isSameOrigin, originOf, safePath, writableSession } from '../../lib/session';

/**
 * Starts the hosted checkout of a plan for the signed-in member (a form post from this store only):
 * creates the paid-plans redirect session with the member's token, on the server, and sends the
 * browser to the platform's checkout page. Paying comes back to /thank-you?planOrderId=…, leaving
 * comes back to the plan's page.
 */
export async function POST(request: NextRequest): Promise<Response> {
  const origin = originOf(request.headers);
  if (!isSameOrigin(request, origin)) return new Response('Forbidden', { status: 403 });
  const form = await request.formData();
  const planId = String(form.get('planId') ?? '');
  const back = safePath(String(form.get('back') ?? '/'));
  const client = await writableSession(origin);
  if (!client.auth.loggedIn()) return NextResponse.redirect(new URL(`/login?next=${encodeURIComponent(back)}`, origin), 303);
  try {
    const { url } = await createPlanCheckout(client, planId, {
      createRedirectSession,
      thankYouPageUrl: `${origin}/thank-you`,
      postFlowUrl: `${origin}${back}`,
      planListUrl: `${origin}/`,
      loginUrl: `${origin}/login?next=${encodeURIComponent(back)}`,
    });
    return NextResponse.redirect(url, 303);
  } catch (error) {
    const reason = isFrontdeskError(error) ? error.message : 'The checkout could not be opened.';
    return NextResponse.redirect(new URL(`${back}?error=${encodeURIComponent(reason)}`, origin), 303);
  }
}
