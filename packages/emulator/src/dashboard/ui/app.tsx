import { useEffect, useState, type ReactNode } from 'react';
import { onAdminKeyRequired, storedAdminKey } from './api.js';
import { CalendarView } from './calendar.js';
import { DataSection } from './data.js';
import { FaultsView } from './faults.js';
import { KeyForm } from './key-form.js';
import { OutboxView } from './outbox.js';
import { OverviewView } from './overview.js';
import { RequestsView } from './requests.js';
import { SummaryContext, useSummary } from './summary.js';
import { TimesProvider, ZoneSwitch } from './time.js';
import type { Summary } from './types.js';
import { ChangesContext, usePolledChanges } from './use-changes.js';
import { useResource } from './use-resource.js';
import { routeHash, SECTIONS, useRoute, type Route, type Section } from './use-route.js';
import { WebhooksView } from './webhooks.js';

const TITLES: Record<Section, string> = {
  overview: 'Overview',
  data: 'Data',
  calendar: 'Calendar',
  requests: 'Requests',
  outbox: 'Outbox',
  webhooks: 'Webhooks',
  faults: 'Faults',
};

function SectionView({ route }: { route: Route }) {
  switch (route.section) {
    case 'data':
      return <DataSection parts={route.parts} />;
    case 'calendar':
      return <CalendarView parts={route.parts} />;
    case 'requests':
      return <RequestsView parts={route.parts} />;
    case 'outbox':
      return <OutboxView />;
    case 'webhooks':
      return <WebhooksView />;
    case 'faults':
      return <FaultsView />;
    default:
      return <OverviewView />;
  }
}

function SiteName() {
  const { data } = useSummary();
  return data ? <span>{data.site.name}</span> : null;
}

// The summary and the times of the page, read once for every section (again when the change counter moves).
function SiteProvider({ children }: { children: ReactNode }) {
  const summary = useResource<Summary>('/_emulator/dashboard/summary');
  return (
    <SummaryContext.Provider value={summary}>
      <TimesProvider business={summary.data?.timeZone ?? 'UTC'}>{children}</TimesProvider>
    </SummaryContext.Provider>
  );
}

/**
 * The dashboard: a header with the sections (one URL each: `#/requests`), the current section,
 * live updates (the change counter, polled while the page is visible), and the admin key form when
 * the emulator asks for one.
 */
export function App() {
  const route = useRoute();
  const [keyVersion, setKeyVersion] = useState(0);
  const [needsKey, setNeedsKey] = useState(false);
  useEffect(() => onAdminKeyRequired(() => setNeedsKey(true)), []);
  const changes = usePolledChanges(keyVersion);
  useEffect(() => {
    document.title = `${TITLES[route.section]} · Frontdesk emulator`;
  }, [route.section]);

  return (
    <ChangesContext.Provider value={changes.counter}>
      <SiteProvider key={keyVersion}>
        <header>
          <h1>Frontdesk emulator</h1>
          {needsKey ? null : <SiteName />}
          <nav aria-label="Sections">
            <ul>
              {SECTIONS.map((section) => (
                <li key={section}>
                  <a href={routeHash(section)} aria-current={route.section === section ? 'page' : undefined}>
                    {TITLES[section]}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          <span className="live" role="status">
            {needsKey ? 'Waiting for the admin key' : changes.online ? 'Live' : 'Offline: the emulator does not answer'}
          </span>
          {needsKey ? null : <ZoneSwitch />}
        </header>
        <main>
          {needsKey ? (
            <KeyForm
              refused={storedAdminKey() !== undefined}
              onSaved={() => {
                setNeedsKey(false);
                setKeyVersion((version) => version + 1);
              }}
            />
          ) : (
            <SectionView route={route} />
          )}
        </main>
      </SiteProvider>
    </ChangesContext.Provider>
  );
}
