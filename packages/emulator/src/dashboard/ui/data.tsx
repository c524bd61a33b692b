import { Table } from './table.js';
import { Field } from './field.js';
import { useCallback, useDeferredValue, useEffect, useRef, useState } from 'react';
import { COLUMNS, entityTitle } from './columns.js';
import { EntityActions } from './entity-actions.js';
import { JsonView } from './json-view.js';
import { COLLECTIONS, type Collection, type Entity } from './types.js';
import { useEscape } from './use-escape.js';
import { useResource } from './use-resource.js';
import { navigate, routeHash } from './use-route.js';

const LIMIT = 100;

function EntityDetail({ collection, id, onChanged }: { collection: Collection; id: string; onChanged: () => void }) {
  const { data, error, reload } = useResource<{ item: Entity }>(`/_emulator/dashboard/data/${collection}/${encodeURIComponent(id)}`);
  const close = useCallback(() => navigate('data', collection), [collection]);
  useEscape(close);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const title = data ? entityTitle(collection, data.item) : id;
  return (
    <section className="panel" aria-labelledby="entity-title">
      <h3 id="entity-title" tabIndex={-1} ref={heading}>
        {title}
      </h3>
      <p className="note">
        {collection.replace(/s$/, '')} <code>{id}</code>
      </p>
      <div className="row">
        <a className="button" href={routeHash('data', collection)}>
          Close (Esc)
        </a>
      </div>
      {error ? <p className="error">{error}</p> : null}
      <EntityActions
        collection={collection}
        id={id}
        subject={`${collection.replace(/s$/, '')} ${title}`}
        onDone={() => {
          void reload();
          onChanged();
        }}
      />
      {data ? <JsonView label={`The ${collection.replace(/s$/, '')} as the API returns it`} value={data.item} /> : null}
    </section>
  );
}

function CollectionBrowser({ collection, selected }: { collection: Collection; selected: string | undefined }) {
  const [query, setQuery] = useState('');
  const deferredQuery = useDeferredValue(query.trim());
  const params = new URLSearchParams({ limit: String(LIMIT) });
  if (deferredQuery) params.set('q', deferredQuery);
  const { data, error, reload } = useResource<{ items: Entity[]; total: number }>(`/_emulator/dashboard/data/${collection}?${params}`);
  const columns = COLUMNS[collection];
  const items = data?.items ?? [];

  return (
    <>
      <form className="row" onSubmit={(event) => event.preventDefault()}>
        <Field label={`Search ${collection}`}>
          {(id) => (
            <input
              id={id}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="any text in the entity"
            />
          )}
        </Field>
        <span className="note" role="status">
          {data ? `${data.total} ${collection}${data.total > items.length ? `, the first ${items.length} shown` : ''}` : ''}
        </span>
      </form>
      {error ? <p className="error">{error}</p> : null}
      {selected ? <EntityDetail key={selected} collection={collection} id={selected} onChanged={() => void reload()} /> : null}
      <Table
        label={collection}
        headings={columns.map((column) => column.label)}
        loaded={Boolean(data)}
        empty={`No ${collection}${deferredQuery ? ' match the search' : ' yet'}.`}
      >
        {items.map((item) => {
          const id = String(item.id ?? '');
          return (
            <tr key={id} className={id === selected ? 'selected' : undefined}>
              {columns.map((column, index) => (
                <td key={column.label}>
                  {index === 0 ? <a href={routeHash('data', collection, id)}>{column.value(item) || id}</a> : column.value(item)}
                </td>
              ))}
            </tr>
          );
        })}
      </Table>
    </>
  );
}

/**
 * The data: plans, orders, members, services and bookings as searchable tables
 * (`#/data/orders`), and an entity's detail with its owner actions (`#/data/orders/<id>`).
 */
export function DataSection({ parts }: { parts: string[] }) {
  const collection: Collection = (COLLECTIONS as readonly string[]).includes(parts[0] ?? '') ? (parts[0] as Collection) : 'plans';
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
      <CollectionBrowser key={collection} collection={collection} selected={parts[1]} />
    </section>
  );
}
