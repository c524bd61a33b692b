import { useDeferredValue, useState } from 'react';
import { columnHeading, COLUMNS } from './columns.js';
import { EntityDetail } from './entity-detail.js';
import { Field } from './field.js';
import { NewBooking } from './new-booking.js';
import { NewMember } from './new-member.js';
import { NewOrder } from './new-order.js';
import { PAGE_SIZE, Pager } from './pager.js';
import { Table } from './table.js';
import { useTimes } from './time.js';
import { COLLECTIONS, type Collection, type DataPage } from './types.js';
import { useResource } from './use-resource.js';
import { routeHash } from './use-route.js';

/** The collections whose entities the page can create, and its button's text. */
const CREATE: Partial<Record<Collection, string>> = { members: 'New member', bookings: 'New booking', orders: 'New offline order' };

function CollectionBrowser({ collection, selected }: { collection: Collection; selected: string | undefined }) {
  const [query, setQuery] = useState('');
  const [offset, setOffset] = useState(0);
  const deferredQuery = useDeferredValue(query.trim());
  const times = useTimes();
  const params = new URLSearchParams({ limit: String(PAGE_SIZE), offset: String(offset) });
  if (deferredQuery) params.set('q', deferredQuery);
  const { data, error, reload } = useResource<DataPage>(`/_emulator/dashboard/data/${collection}?${params}`);
  const columns = COLUMNS[collection];
  const items = data?.items ?? [];
  const context = { times, members: data?.members ?? {} };

  return (
    <>
      <form className="row" onSubmit={(event) => event.preventDefault()}>
        <Field label={`Search ${collection}`}>
          {(id) => (
            <input
              id={id}
              type="search"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setOffset(0);
              }}
              placeholder="any text in the entity"
            />
          )}
        </Field>
        {CREATE[collection] ? (
          <a className="button" href={routeHash('data', collection, 'new')}>
            {CREATE[collection]}
          </a>
        ) : null}
      </form>
      {error ? <p className="error">{error}</p> : null}
      {selected ? <EntityDetail key={selected} collection={collection} id={selected} onChanged={() => void reload()} /> : null}
      {data ? <Pager offset={offset} total={data.total} noun={collection} onOffset={setOffset} /> : null}
      <Table
        label={collection}
        headings={columns.map((column) => columnHeading(column, times.zone))}
        loaded={Boolean(data)}
        empty={`No ${collection}${deferredQuery ? ' match the search' : ' yet'}.`}
      >
        {items.map((item) => {
          const id = String(item.id ?? '');
          return (
            <tr key={id} className={id === selected ? 'selected' : undefined}>
              {columns.map((column, index) => (
                <td key={column.label}>
                  {index === 0 ? (
                    <a href={routeHash('data', collection, id)}>{column.text(item, context) || id}</a>
                  ) : (
                    (column.render?.(item, context) ?? column.text(item, context))
                  )}
                </td>
              ))}
            </tr>
          );
        })}
      </Table>
    </>
  );
}

function CreateView({ collection, memberId }: { collection: Collection; memberId: string | undefined }) {
  if (collection === 'members') return <NewMember />;
  if (collection === 'bookings') return <NewBooking memberId={memberId} />;
  if (collection === 'orders') return <NewOrder memberId={memberId} />;
  return <p className="note">The page does not create {collection}.</p>;
}

/**
 * The data: plans, orders, members, services and bookings as searchable, paged tables
 * (`#/data/orders`), an entity's detail with what it allows (`#/data/orders/<id>`), and the forms
 * that make test data (`#/data/members/new`, `#/data/bookings/new/<memberId>`, `#/data/orders/new/<memberId>`).
 */
export function DataSection({ parts }: { parts: string[] }) {
  const collection: Collection = (COLLECTIONS as readonly string[]).includes(parts[0] ?? '') ? (parts[0] as Collection) : 'plans';
  const creating = parts[1] === 'new';
  return (
    <section aria-labelledby="data-title">
      <h2 id="data-title">Data</h2>
      <nav aria-label="Collections">
        <ul className="row plain">
          {COLLECTIONS.map((name) => (
            <li key={name}>
              <a href={routeHash('data', name)} aria-current={name === collection ? 'page' : undefined}>
                {name}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {creating ? <CreateView key={parts.join('/')} collection={collection} memberId={parts[2]} /> : null}
      <CollectionBrowser key={collection} collection={collection} selected={creating ? undefined : parts[1]} />
    </section>
  );
}
