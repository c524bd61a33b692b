import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { entityTitle, field, MemberLink, type CellContext } from './columns.js';
import { EntityActions } from './entity-actions.js';
import { JsonView } from './json-view.js';
import { MemberTools } from './member-tools.js';
import { Time, useTimes } from './time.js';
import type { Collection, DataDetail, Entity } from './types.js';
import { useEscape } from './use-escape.js';
import { useResource } from './use-resource.js';
import { navigate, routeHash } from './use-route.js';

const singular = (collection: Collection) => collection.replace(/s$/, '');

/** The entity's status as its detail leads with it (plans: their visibility; services have none). */
function statusOf(collection: Collection, item: Entity): string {
  if (collection === 'plans')
    return field(item, 'archived') === 'true' ? 'ARCHIVED' : field(item, 'public') === 'true' ? 'PUBLIC' : 'HIDDEN';
  return field(item, 'status');
}

/** A date-time fact: in the page's zone, named. */
function When({ iso }: { iso: string }) {
  const { zone } = useTimes();
  return iso ? (
    <>
      <Time iso={iso} as="long" /> <span className="note">({zone})</span>
    </>
  ) : (
    <>none</>
  );
}

/** The facts that come after the status, per collection, with links to the entities they point to. */
function Facts({ collection, item, context }: { collection: Collection; item: Entity; context: CellContext }) {
  const facts: Array<[string, ReactNode]> = [];
  const fact = (label: string, value: ReactNode): void => {
    facts.push([label, value]);
  };
  const memberId = field(item, collection === 'orders' ? 'buyer.memberId' : 'createdBy.memberId');
  if (collection === 'orders') {
    fact('Member', memberId ? <MemberLink member={context.members[memberId]} id={memberId} /> : 'none');
    fact('Plan', <a href={routeHash('data', 'plans', field(item, 'planId'))}>{field(item, 'planName')}</a>);
    fact('Type', field(item, 'type'));
    fact(
      'Cycle',
      `${field(item, 'currentCycle.index') || 'none'} (payments: ${field(item, 'cycles') || 0}, last ${field(item, 'lastPaymentStatus') || 'none'})`,
    );
    fact('Start', <When iso={field(item, 'startDate')} />);
    fact('End', <When iso={field(item, 'endDate')} />);
  }
  if (collection === 'bookings') {
    const start = field(item, 'startDate');
    const contact = [field(item, 'contactDetails.firstName'), field(item, 'contactDetails.lastName')].filter(Boolean).join(' ');
    fact(
      'Customer',
      memberId ? (
        <MemberLink member={context.members[memberId]} id={memberId} />
      ) : (
        `${contact || 'A guest'} ${field(item, 'contactDetails.email')} (guest)`
      ),
    );
    const serviceId = field(item, 'bookedEntity.slot.serviceId') || field(item, 'bookedEntity.schedule.serviceId');
    fact(
      'Service',
      serviceId ? (
        <a href={routeHash('data', 'services', serviceId)}>{field(item, 'bookedEntity.title')}</a>
      ) : (
        field(item, 'bookedEntity.title')
      ),
    );
    fact(
      'When',
      <>
        <When iso={start} /> <a href={routeHash('calendar', context.times.day(start))}>Open in the calendar</a>
      </>,
    );
    fact('Participants', field(item, 'totalParticipants') || '1');
    fact('Payment', field(item, 'paymentStatus'));
  }
  if (collection === 'members') {
    fact('Email', field(item, 'loginEmail'));
    fact('Name', [field(item, 'contact.firstName'), field(item, 'contact.lastName')].filter(Boolean).join(' ') || 'none');
    fact('Nickname', field(item, 'profile.nickname') || 'none');
    fact('Joined', <When iso={field(item, 'createdDate')} />);
  }
  if (collection === 'plans') {
    fact('Price', [field(item, 'pricing.price.value'), field(item, 'pricing.price.currency')].filter(Boolean).join(' ') || 'free');
  }
  if (collection === 'services') {
    fact('Type', field(item, 'type'));
    fact('Capacity', field(item, 'defaultCapacity'));
  }
  return (
    <>
      {facts.map(([label, value]) => (
        <div key={label} className="fact">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </>
  );
}

/** A member's bookings and orders, each a link to its detail. */
function Related({ detail, context }: { detail: DataDetail; context: CellContext }) {
  const related = detail.related;
  if (!related) return null;
  return (
    <div className="related">
      <h4>Bookings ({related.bookings.length})</h4>
      {related.bookings.length === 0 ? <p className="note">No bookings.</p> : null}
      <ul aria-label="The member's bookings">
        {related.bookings.map((booking) => (
          <li key={String(booking.id)}>
            <a href={routeHash('data', 'bookings', String(booking.id))}>
              {field(booking, 'bookedEntity.title')}, {context.times.long(field(booking, 'startDate'))}
            </a>{' '}
            <span className="badge">{field(booking, 'status')}</span>
          </li>
        ))}
      </ul>
      <h4>Orders ({related.orders.length})</h4>
      {related.orders.length === 0 ? <p className="note">No orders.</p> : null}
      <ul aria-label="The member's orders">
        {related.orders.map((order) => (
          <li key={String(order.id)}>
            <a href={routeHash('data', 'orders', String(order.id))}>{field(order, 'planName')}</a>{' '}
            <span className="badge">{field(order, 'status')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * An entity's detail (`#/data/orders/<id>`): its status first, then its facts with links to the
 * members, plans and services it points to, the owner actions its state allows, for a member their
 * bookings, orders and tools (edit, sign in as, token), and the entity as the API returns it.
 */
export function EntityDetail({ collection, id, onChanged }: { collection: Collection; id: string; onChanged: () => void }) {
  const resource = useResource<DataDetail>(`/_emulator/dashboard/data/${collection}/${encodeURIComponent(id)}`);
  const [fresh, setFresh] = useState<DataDetail>();
  const detail = fresh ?? resource.data;
  const times = useTimes();
  const close = useCallback(() => navigate('data', collection), [collection]);
  useEscape(close);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  // A newer read replaces what an action answered.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new read of the entity is the signal to drop the action's answer.
  useEffect(() => setFresh(undefined), [resource.data]);
  const context: CellContext = { times, members: detail?.members ?? {} };
  const title = detail ? entityTitle(collection, detail.item, context) : id;
  const status = detail ? statusOf(collection, detail.item) : '';
  const changed = (next: DataDetail) => {
    setFresh(next);
    onChanged();
  };
  return (
    <section className="panel" aria-labelledby="entity-title">
      <h3 id="entity-title" tabIndex={-1} ref={heading}>
        {title}
      </h3>
      {resource.error ? <p className="error">{resource.error}</p> : null}
      {detail ? (
        <>
          <dl className="facts">
            {status ? (
              <div className="fact">
                <dt>Status</dt>
                <dd>
                  <span className={`badge status-${status.toLowerCase()}`}>{status}</span>
                </dd>
              </div>
            ) : null}
            <Facts collection={collection} item={detail.item} context={context} />
            <div className="fact">
              <dt>Id</dt>
              <dd>
                <code>{id}</code>
              </dd>
            </div>
          </dl>
          <EntityActions
            key={id}
            collection={collection}
            id={id}
            subject={`${singular(collection)} ${title}`}
            actions={detail.actions}
            onDone={changed}
          />
          {collection === 'members' ? <MemberTools detail={detail} onChanged={changed} /> : null}
          <Related detail={detail} context={context} />
        </>
      ) : null}
      <div className="row">
        <a className="button" href={routeHash('data', collection)}>
          Close (Esc)
        </a>
      </div>
      {detail ? <JsonView label={`The ${singular(collection)} as the API returns it`} value={detail.item} /> : null}
    </section>
  );
}
