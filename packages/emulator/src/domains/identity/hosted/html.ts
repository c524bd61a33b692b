/**
 * Escapes text for HTML element content and attribute values.
 */
export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"'`]/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * JSON for an inline `<script>`: `<`, `>`, `&` and the JS line separators are escaped, so the data
 * can never close the script element.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const STYLE = `
  :root { color-scheme: light dark; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: Canvas; color: CanvasText; }
  main { width: min(24rem, calc(100vw - 2rem)); padding: 2rem; border: 1px solid GrayText; border-radius: 0.75rem; }
  h1 { font-size: 1.4rem; margin: 0 0 0.25rem; }
  p.site { margin: 0 0 1.5rem; color: GrayText; }
  label { display: block; font-weight: 600; margin: 1rem 0 0.25rem; }
  input { box-sizing: border-box; width: 100%; padding: 0.6rem; font: inherit; border: 1px solid GrayText; border-radius: 0.4rem; }
  input:focus-visible, button:focus-visible, a:focus-visible { outline: 3px solid Highlight; outline-offset: 2px; }
  .actions { display: flex; gap: 0.75rem; margin-top: 1.5rem; flex-wrap: wrap; }
  button { font: inherit; padding: 0.6rem 1.1rem; border-radius: 0.4rem; border: 1px solid GrayText; cursor: pointer; }
  button.primary, a.button.primary { background: #1f5fd1; border-color: #1f5fd1; color: white; }
  a.button { display: inline-block; font: inherit; padding: 0.6rem 1.1rem; border-radius: 0.4rem; border: 1px solid GrayText; color: inherit; text-decoration: none; }
  h2 { font-size: 1.1rem; margin: 1.5rem 0 0.5rem; }
  fieldset { border: 1px solid GrayText; border-radius: 0.4rem; margin: 1rem 0 0; padding: 0.5rem 1rem 1rem; }
  fieldset label.choice { display: flex; gap: 0.5rem; align-items: baseline; font-weight: 400; margin: 0.5rem 0 0; }
  fieldset label.choice input { width: auto; }
  [role="alert"] { margin: 1rem 0 0; padding: 0.75rem; border-radius: 0.4rem; background: #fde8e8; color: #8a1111; }
  .note { margin-top: 1.25rem; font-size: 0.9rem; }
  table { border-collapse: collapse; width: 100%; } th, td { text-align: left; padding: 0.4rem; border-bottom: 1px solid GrayText; vertical-align: top; }
  main.wide { width: min(60rem, calc(100vw - 2rem)); }
  .message-text { white-space: pre-wrap; margin: 0; }
  dl.facts { display: grid; grid-template-columns: max-content 1fr; gap: 0.35rem 1rem; } dl.facts dt { font-weight: 600; } dl.facts dd { margin: 0; overflow-wrap: anywhere; }
`;

/**
 * A complete, self-contained HTML page (no external assets) in the emulator's hosted style.
 */
export function htmlPage(title: string, body: string, options: { siteName?: string; wide?: boolean } = {}): string {
  const site = options.siteName ? `<p class="site">${escapeHtml(options.siteName)}</p>` : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
<h1>${escapeHtml(title)}</h1>
${site}
${body}
</main>
</body>
</html>`;
}

/**
 * The framing headers of every hosted page: no site may frame it (clickjacking of the sign-in and
 * checkout buttons).
 */
export const NO_FRAMING_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
};

/**
 * An HTML response that is never cached, carries no referrer and may not be framed
 * (`Content-Security-Policy: frame-ancestors 'none'`, `X-Frame-Options: DENY`). The one page meant
 * for a frame, the `web_message` result, replaces these headers (see `webMessagePage`).
 */
export function htmlResponse(html: string, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(html, {
    status: init.status ?? 200,
    headers: {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
      'referrer-policy': 'no-referrer',
      ...NO_FRAMING_HEADERS,
      ...init.headers,
    },
  });
}

/**
 * Adds headers to a response (appended, so a second `Set-Cookie` does not replace the first).
 */
export function withHeaders(response: Response, headers: Record<string, string>): Response {
  for (const [name, value] of Object.entries(headers)) response.headers.append(name, value);
  return response;
}

/**
 * A redirect that is never cached (303 after a form POST, 302 otherwise).
 */
export function redirectResponse(location: string, status = 302, headers: Record<string, string> = {}): Response {
  return new Response(null, {
    status,
    headers: { location, 'cache-control': 'no-store', 'referrer-policy': 'no-referrer', ...headers },
  });
}

/**
 * An error alert (`role="alert"`) or nothing.
 */
export function alertBox(message: string | undefined): string {
  return message ? `<p role="alert" id="form-error">${escapeHtml(message)}</p>` : '';
}

/**
 * Reads an `application/x-www-form-urlencoded` (or JSON) request body into a string map.
 */
export async function readForm(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if ((request.headers.get('content-type') ?? '').includes('application/json')) {
    try {
      const parsed = JSON.parse(text) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(parsed).map(([k, v]) => [k, typeof v === 'string' ? v : String(v ?? '')]));
    } catch {
      return {};
    }
  }
  return Object.fromEntries(new URLSearchParams(text));
}
