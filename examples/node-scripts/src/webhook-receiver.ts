/**
 * A small webhook receiver: verifies the platform's signed event deliveries with the core webhook
 * handler and logs one line per event. Bad signatures get 401.
 *
 *   npx tsx src/webhook-receiver.ts --port 4020
 */
import { createPublicKey } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { createWebhookHandler, isWebhookError } from '@frontdesk/core/webhooks';
import { flag, int, str, UsageError, type ScriptSpec } from './lib/args.js';
import { baseUrlOption, resolveBaseUrl } from './lib/client.js';
import { runScript } from './lib/run.js';

const MAX_BODY = 1024 * 1024;

const spec: ScriptSpec = {
  name: 'webhook-receiver',
  summary: 'receive, verify and log signed webhook events (one line per event on stdout).',
  options: {
    port: { type: 'string', short: 'p', valueName: 'n', description: 'Port to listen on, 0-65535 (default 4020; 0 picks a free one).' },
    host: { type: 'string', valueName: 'address', description: 'Interface to bind (default 127.0.0.1).' },
    path: { type: 'string', valueName: 'path', description: 'URL path that receives events (default /webhooks).' },
    'public-key-file': {
      type: 'string',
      valueName: 'file',
      description:
        "The app's webhook public key (PEM or JWK JSON). Default: env WEBHOOK_PUBLIC_KEY, else fetched from the emulator at <base-url>/_emulator/webhooks/public-key.",
    },
    ...baseUrlOption,
    json: { type: 'boolean', description: 'Log each event as a JSON line instead of text.' },
  },
  examples: ['', '--port 8080 --path /hooks', '--public-key-file ./webhook-public.pem --host 0.0.0.0 --port 8080'],
  notes: [
    'Subscribe the emulator to it: curl -X POST http://127.0.0.1:4010/_emulator/webhooks/subscriptions \\',
    '  -H "content-type: application/json" -d \'{"url":"http://127.0.0.1:4020/webhooks"}\'',
    'Responses: 200 verified (duplicates too, logged as such), 401 bad signature or expired token,',
    '400 malformed body, 404 other paths, 405 other methods, 413 bodies over 1 MB. Stops cleanly on',
    'SIGINT/SIGTERM (Ctrl-C), finishing the requests in flight.',
  ],
};

/** Reads the key and checks it is a usable public key, so a wrong file fails at start, not per event. */
async function loadPublicKey(file: string | undefined, baseUrl: string): Promise<{ key: string; from: string }> {
  let key: string;
  let from: string;
  if (file !== undefined) {
    try {
      key = await readFile(file, 'utf8');
    } catch (error) {
      throw new UsageError(`--public-key-file: cannot read "${file}" (${(error as NodeJS.ErrnoException).code ?? 'error'})`);
    }
    from = file;
  } else if (process.env.WEBHOOK_PUBLIC_KEY?.trim()) {
    key = process.env.WEBHOOK_PUBLIC_KEY.replace(/\\n/g, '\n');
    from = 'WEBHOOK_PUBLIC_KEY';
  } else {
    from = `${baseUrl}/_emulator/webhooks/public-key`;
    let response: Response;
    try {
      response = await fetch(from, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new Error(
        `Could not fetch the emulator's public key from ${from}: ${(error as Error).message}. Is the emulator running? Otherwise pass --public-key-file.`,
      );
    }
    if (!response.ok)
      throw new Error(
        `Could not fetch the emulator's public key from ${from}: HTTP ${response.status}. Pass --public-key-file for the real platform.`,
      );
    key = await response.text();
  }
  try {
    const trimmed = key.trim();
    if (trimmed.startsWith('{')) createPublicKey({ key: JSON.parse(trimmed) as import('node:crypto').JsonWebKey, format: 'jwk' });
    else createPublicKey(trimmed.includes('-----BEGIN') ? trimmed : Buffer.from(trimmed, 'base64').toString('utf8'));
  } catch {
    throw new Error(`The webhook public key from ${from} is not a valid public key (PEM, base64 PEM or JWK expected).`);
  }
  return { key: key.trim(), from };
}

function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_BODY) {
        resolve('too-large');
        req.resume();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function send(res: ServerResponse, status: number, body: Record<string, unknown>): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

// Verification failures: the sender could not prove it is the platform.
const UNAUTHORIZED = new Set(['INVALID_SIGNATURE', 'EXPIRED', 'NOT_YET_VALID']);

runScript(spec, async ({ values }) => {
  const port = int(values, 'port', { min: 0, max: 65535 }, 4020);
  const host = str(values, 'host') ?? '127.0.0.1';
  const path = str(values, 'path') ?? '/webhooks';
  if (!path.startsWith('/')) throw new UsageError(`--path must start with "/", got "${path}"`);
  const baseUrl = resolveBaseUrl(values);
  const json = flag(values, 'json');
  const { key, from } = await loadPublicKey(str(values, 'public-key-file'), baseUrl);

  const webhooks = createWebhookHandler({ publicKey: key, leewaySeconds: 30 });
  let received = 0;
  const log = (text: string) => process.stdout.write(`${text}\n`);
  const warn = (text: string) => process.stderr.write(`${new Date().toISOString()} ${text}\n`);

  const server = createServer((req, res) => {
    void (async () => {
      const url = new URL(req.url ?? '/', 'http://receiver');
      if (url.pathname !== path) return send(res, 404, { message: 'Not found' });
      if (req.method !== 'POST') {
        res.setHeader('allow', 'POST');
        return send(res, 405, { message: 'Only POST is accepted' });
      }
      const body = await readBody(req);
      if (body === 'too-large') return send(res, 413, { message: 'The body is too large' });
      try {
        // The raw bytes, untouched: the signature covers the exact text.
        const { event, duplicate } = await webhooks.process(body);
        received += duplicate ? 0 : 1;
        const { id, entityId } = event.metadata;
        if (json) log(JSON.stringify({ time: new Date().toISOString(), type: event.type, id, entityId, duplicate }));
        else log(`${new Date().toISOString()} ${event.type} id=${id} entity=${entityId ?? '-'}${duplicate ? ' (duplicate)' : ''}`);
        send(res, 200, { ok: true, duplicate });
      } catch (error) {
        if (isWebhookError(error) && UNAUTHORIZED.has(error.code)) {
          warn(`rejected (401 ${error.code}): ${error.message}`);
          return send(res, 401, { message: error.message });
        }
        if (isWebhookError(error) && (error.code === 'MALFORMED' || error.code === 'INVALID_BODY')) {
          warn(`rejected (400 ${error.code}): ${error.message}`);
          return send(res, 400, { message: error.message });
        }
        warn(`failed (500): ${error instanceof Error ? error.message : String(error)}`);
        send(res, 500, { message: 'The webhook could not be processed' });
      }
    })().catch((error: unknown) => {
      warn(`failed: ${String(error)}`);
      if (!res.headersSent) send(res, 500, { message: 'The webhook could not be processed' });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(error.code === 'EADDRINUSE' ? new Error(`Port ${port} on ${host} is in use; pick another with --port`) : error),
    );
    server.listen(port, host, resolve);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  const shownHost = host.includes(':') ? `[${host}]` : host;
  process.stderr.write(`Listening on http://${shownHost}:${actualPort}${path} (public key from ${from}). Ctrl-C to stop.\n`);

  // Graceful shutdown: stop accepting, let requests in flight finish, then exit; a second signal forces it.
  return await new Promise<number>((resolve) => {
    let stopping = false;
    const stop = (signal: NodeJS.Signals) => {
      if (stopping) {
        process.stderr.write(`${signal} again: exiting now.\n`);
        process.exit(130);
      }
      stopping = true;
      process.stderr.write(`${signal}: shutting down after ${received} event${received === 1 ? '' : 's'}...\n`);
      server.close(() => resolve(0));
      server.closeIdleConnections();
      setTimeout(() => server.closeAllConnections(), 5000).unref();
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  });
});
