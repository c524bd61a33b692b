import type { RouteHandler } from '../../../routing/types.js';
import { NEAREST_PAGES } from '../redirect-builtins.js';
import { findRedirectSession } from '../redirect-sessions.js';
import { allowedCallback } from '../redirect-targets.js';
import { htmlResponse, redirectResponse } from './html.js';
import { withParams } from './inline-sign-in.js';
import { messagePage } from './pages.js';

/**
 * `GET /_emulator/hosted/continue?session=<id>`: the page of a `bookingsBook` or `memberAccountPage`
 * redirect session. The platform shows a page of its own site there; the emulator hosts none, so
 * the browser goes to the app's nearest page through the session's callbacks (`NEAREST_PAGES`: the
 * service list, else the post-flow URL), with `wixMemberLoggedIn` and the intent's `resourceId` or
 * `section`. Without such a callback, a page says what the platform would show.
 */
export const hostedContinuePage: RouteHandler = (ctx) => {
  const now = ctx.clock.now();
  const siteName = ctx.state.site.name;
  const session = findRedirectSession(ctx.state, ctx.query.get('session'), now);
  const nearest = session ? NEAREST_PAGES[session.kind] : undefined;
  if (!session || !nearest) {
    return htmlResponse(messagePage('Link expired', 'This link is invalid or has expired.', siteName), { status: 400 });
  }
  const target = nearest.callbacks.map((name) => allowedCallback(ctx.state, session, name)).find(Boolean);
  if (!target) {
    const text = `The platform shows ${nearest.platformPage} here. The emulator does not host it, and the app gave no ${nearest.callbacks.join(' or ')} to go back to.`;
    return htmlResponse(messagePage('Not in the emulator', text, siteName), { status: 404 });
  }
  const params: Record<string, string> = { wixMemberLoggedIn: String(session.caller.role === 'member') };
  for (const key of ['resourceId', 'section']) if (typeof session.data[key] === 'string') params[key] = session.data[key] as string;
  return redirectResponse(withParams(target, params));
};
