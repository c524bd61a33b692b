/*
 * The dashboard's browser script. It is written in TypeScript and typechecked with the rest of the
 * package, then served as the source of this one function (`DASHBOARD_SCRIPT`): the build (tsup,
 * esbuild) compiles it like any other code, so the built package serves it with no extra step and no
 * network. The function must therefore stay self-contained: no imports and no references to
 * anything outside its body. It renders with `textContent` and created elements only (never
 * `innerHTML`), so whatever the state holds is shown as text.
 */

/**
 * Runs in the page: copy buttons, the clock, reset and import actions, the outbox table, the
 * requests table (filters, and a row's detail), and live updates (polls `GET /_emulator/dashboard/changes` and reloads the data when the counter moves).
 *
 * @example
 * ```ts
 * const script = `(${dashboardClient.toString()})();`;
 * ```
 */
export function dashboardClient(): void {
  const POLL_MS = 2000;
  const HOUR_MS = 3_600_000;

  type Json = Record<string, any>;

  const byId = (id: string): HTMLElement | null => document.getElementById(id);

  const say = (message: string, error = false): void => {
    const box = byId('dashboard-status');
    if (!box) return;
    box.textContent = message;
    box.className = error ? 'status error' : 'status';
  };

  const call = async (path: string, method = 'GET', body?: string): Promise<Json> => {
    // The marker keeps the dashboard's own calls out of the Requests view (see DASHBOARD_HEADER).
    const headers: Record<string, string> = { accept: 'application/json', 'x-emulator-dashboard': '1' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(path, { method, headers, ...(body !== undefined ? { body } : {}), credentials: 'same-origin' });
    const data = (await response.json().catch(() => ({}))) as Json;
    if (!response.ok) throw new Error(typeof data.message === 'string' ? data.message : `HTTP ${response.status}`);
    return data;
  };

  const cell = (row: HTMLTableRowElement, content: string | Node): void => {
    const td = row.insertCell();
    if (typeof content === 'string') td.textContent = content;
    else td.append(content);
  };

  const code = (text: string): HTMLElement => {
    const element = document.createElement('code');
    element.textContent = text;
    return element;
  };

  const renderSummary = (summary: Json): void => {
    for (const [name, count] of Object.entries((summary.counts ?? {}) as Record<string, number>)) {
      const element = document.querySelector(`[data-count="${name}"]`);
      if (element) element.textContent = String(count);
    }
    const clock = summary.clock as { now: string; real: boolean } | undefined;
    if (clock) {
      const now = byId('clock-now');
      if (now) now.textContent = clock.now;
      const mode = byId('clock-mode');
      if (mode) mode.textContent = clock.real ? 'real time' : 'set, not real time';
    }
  };

  const renderOutbox = (messages: Json[]): void => {
    const body = byId('outbox-rows');
    if (!body) return;
    body.replaceChildren();
    const empty = byId('outbox-empty');
    if (empty) empty.hidden = messages.length > 0;
    // Newest first.
    for (const message of [...messages].reverse()) {
      const row = (body as HTMLTableSectionElement).insertRow();
      cell(row, String(message.sentAt ?? ''));
      cell(row, String(message.to ?? ''));
      cell(row, String(message.subject ?? ''));
      cell(row, typeof message.code === 'string' ? code(message.code) : '');
      const link = typeof message.link === 'string' ? message.link : '';
      if (/^https?:\/\//i.test(link)) {
        const anchor = document.createElement('a');
        anchor.href = link;
        anchor.textContent = link;
        cell(row, anchor);
      } else cell(row, link);
    }
  };

  // Bodies are JSON or form text: pretty-printed when they parse, shown as recorded otherwise.
  const pretty = (body: unknown, truncated: unknown): string => {
    if (typeof body !== 'string') return '(none)';
    let text = body;
    if (!truncated) {
      try {
        text = JSON.stringify(JSON.parse(body), null, 2);
      } catch {
        // Not JSON (a form, or cut): as recorded.
      }
    }
    return truncated ? `${text}\n… (cut: only the first 8 KiB are kept)` : text;
  };

  let selected = '';
  const showDetail = async (id: string): Promise<void> => {
    selected = id;
    for (const row of document.querySelectorAll<HTMLTableRowElement>('#requests-rows tr')) {
      row.setAttribute('aria-selected', String(row.dataset.id === id));
    }
    const box = byId('request-detail');
    if (!box) return;
    try {
      const { request } = await call(`/_emulator/dashboard/requests/${encodeURIComponent(id)}`);
      const title = byId('request-detail-title');
      if (title) {
        title.textContent = `${request.method} ${request.path} → ${request.status || 'connection dropped'} (${request.role}, ${request.durationMs} ms, ${request.time}, id ${request.id})`;
      }
      const sent = byId('request-detail-request');
      if (sent) sent.textContent = pretty(request.requestBody, request.requestBodyTruncated);
      const answered = byId('request-detail-response');
      if (answered) answered.textContent = pretty(request.responseBody, request.responseBodyTruncated);
      box.hidden = false;
    } catch (error) {
      box.hidden = true;
      say(error instanceof Error ? error.message : String(error), true);
    }
  };

  const filterForm = byId('requests-filter') as HTMLFormElement | null;
  const requestsQuery = (): string => {
    const query = new URLSearchParams();
    if (filterForm) {
      for (const [key, value] of new FormData(filterForm)) if (typeof value === 'string' && value.trim()) query.set(key, value.trim());
    }
    const text = query.toString();
    return text ? `?${text}` : '';
  };

  const renderRequests = (records: Json[]): void => {
    const body = byId('requests-rows');
    if (!body) return;
    body.replaceChildren();
    const empty = byId('requests-empty');
    if (empty) empty.hidden = records.length > 0;
    for (const record of records) {
      const row = (body as HTMLTableSectionElement).insertRow();
      const id = String(record.id ?? '');
      row.dataset.id = id;
      row.tabIndex = 0;
      row.setAttribute('aria-selected', String(id === selected));
      cell(row, String(record.time ?? ''));
      cell(row, String(record.method ?? ''));
      cell(row, code(String(record.path ?? '')));
      cell(row, record.status === 0 ? 'dropped' : String(record.status ?? ''));
      cell(row, String(record.durationMs ?? ''));
      cell(row, String(record.role ?? ''));
      row.addEventListener('click', () => void showDetail(id));
      row.addEventListener('keydown', (event) => {
        if (event.key === 'Enter' || event.key === ' ') {
          event.preventDefault();
          void showDetail(id);
        }
      });
    }
  };

  const loadRequests = async (): Promise<void> => {
    const { requests } = await call(`/_emulator/dashboard/requests${requestsQuery()}`);
    renderRequests(Array.isArray(requests) ? requests : []);
  };

  filterForm?.addEventListener('submit', (event) => event.preventDefault());
  filterForm?.addEventListener('input', () => void loadRequests().catch((error) => say(String(error), true)));

  const refresh = async (): Promise<void> => {
    const [summary, outbox] = await Promise.all([call('/_emulator/dashboard/summary'), call('/_emulator/outbox'), loadRequests()]);
    renderSummary(summary);
    renderOutbox(Array.isArray(outbox.messages) ? outbox.messages : []);
    const live = byId('live');
    if (live) live.textContent = `Live: updated ${new Date().toLocaleTimeString()}`;
  };

  // Runs an action, then shows its outcome and the new data.
  const act = async (label: string, run: () => Promise<unknown>): Promise<void> => {
    try {
      await run();
      say(label);
      await refresh();
    } catch (error) {
      say(error instanceof Error ? error.message : String(error), true);
    }
  };

  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-copy]')) {
    button.addEventListener('click', () => {
      const value = button.dataset.copy ?? '';
      navigator.clipboard.writeText(value).then(
        () => say('Copied to the clipboard.'),
        () => say('The browser refused the clipboard: select the value instead.', true),
      );
    });
  }

  const clockBodies: Record<string, string> = {
    hour: JSON.stringify({ advanceMs: HOUR_MS }),
    day: JSON.stringify({ advanceMs: 24 * HOUR_MS }),
    real: JSON.stringify({ real: true }),
  };
  for (const button of document.querySelectorAll<HTMLButtonElement>('button[data-clock]')) {
    const body = clockBodies[button.dataset.clock ?? ''];
    if (!body) continue;
    button.addEventListener('click', () => void act(`Clock: ${button.textContent ?? ''}`, () => call('/_emulator/clock', 'POST', body)));
  }

  byId('reset-seed')?.addEventListener('click', () => {
    if (!window.confirm('Reset the whole state to the seed? Every change is lost.')) return;
    void act('Reset to the seed.', () => call('/_emulator/reset', 'POST', '{}'));
  });

  const file = byId('import-file') as HTMLInputElement | null;
  file?.addEventListener('change', () => {
    const chosen = file.files?.[0];
    if (!chosen) return;
    void act(`Imported ${chosen.name}.`, async () => call('/_emulator/dashboard/import', 'POST', await chosen.text())).finally(() => {
      file.value = '';
    });
  });

  let seen = -1;
  const poll = async (): Promise<void> => {
    if (document.hidden) return;
    try {
      const { changes } = await call('/_emulator/dashboard/changes');
      if (changes !== seen) {
        seen = changes;
        await refresh();
      }
    } catch {
      const live = byId('live');
      if (live) live.textContent = 'Offline: the emulator does not answer.';
    }
  };
  void poll();
  window.setInterval(() => void poll(), POLL_MS);
}

/**
 * The script `GET /_emulator/dashboard/app.js` serves: {@link dashboardClient}, called.
 *
 * @example
 * ```ts
 * new Response(DASHBOARD_SCRIPT, { headers: { 'content-type': 'text/javascript; charset=utf-8' } });
 * ```
 */
export const DASHBOARD_SCRIPT = `(${dashboardClient.toString()})();\n`;
