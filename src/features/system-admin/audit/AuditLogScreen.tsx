import { useState } from 'react';

import { AdminPageHeader } from '~/components/admin/AdminPageHeader';
import { PagedList } from '~/components/admin/list/PagedList';
import { nextPageByCursor } from '~/components/admin/list/use-list-search';
import { EmptyState } from '~/components/ui/EmptyState';
import { Field, Input, Select } from '~/components/ui/Field';
import { ActivityIcon } from '~/components/ui/icons';
import { DEFAULT_PAGE_SIZE } from '~/schemas/common';
import { api } from '~/utils/api';

import { TeamFilter } from '../TeamFilter';
import { ENTITY_LABELS } from './audit-records';
import { AuditEntryCard } from './AuditEntryCard';

/** /system-admin/audit: every write by an admin, newest first, with its filters. */
export function AuditLogScreen() {
  const [actorId, setActorId] = useState('');
  const [teamId, setTeamId] = useState('');
  const [entityType, setEntityType] = useState('');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const actors = api.audit.actors.useQuery();
  const rangeInvalid = Boolean(from && to && from > to);
  const query = api.audit.list.useInfiniteQuery(
    {
      actorId: actorId || null,
      teamId: teamId || null,
      entityType: entityType || null,
      from: from || null,
      to: to || null,
      limit: DEFAULT_PAGE_SIZE,
    },
    { ...nextPageByCursor, enabled: !rangeInvalid },
  );
  const filtered = Boolean(actorId || teamId || entityType || from || to);

  return (
    <>
      <AdminPageHeader
        title="Audit Log"
        description="Every change made by a team admin or system admin, newest first."
      />
      <div className="mb-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-5">
        <Field label="Who">
          <Select value={actorId} onChange={(event) => setActorId(event.target.value)}>
            <option value="">Everyone</option>
            {actors.data?.map((actor) => (
              <option key={actor.id} value={actor.id}>
                {actor.fullName || actor.email}
              </option>
            ))}
          </Select>
        </Field>
        <TeamFilter value={teamId} onChange={setTeamId} />
        <Field label="Record">
          <Select value={entityType} onChange={(event) => setEntityType(event.target.value)}>
            <option value="">Every kind</option>
            {Object.entries(ENTITY_LABELS).map(([type, label]) => (
              <option key={type} value={type}>
                {label}
              </option>
            ))}
          </Select>
        </Field>
        <Field label="From">
          <Input type="date" value={from} onChange={(event) => setFrom(event.target.value)} />
        </Field>
        <Field
          label="To"
          error={rangeInvalid ? 'The first day must not be after the last day.' : undefined}
        >
          <Input type="date" value={to} onChange={(event) => setTo(event.target.value)} />
        </Field>
      </div>
      {!rangeInvalid && (
        <PagedList
          query={query}
          layout="cards"
          noun="entries"
          label="Audit entries"
          empty={
            <EmptyState
              icon={<ActivityIcon />}
              title={filtered ? 'No entries match' : 'Nothing recorded yet'}
              description={
                filtered
                  ? 'Try other filters.'
                  : 'Changes made in the admin areas will be listed here.'
              }
            />
          }
        >
          {(entry) => <AuditEntryCard key={entry.id} entry={entry} />}
        </PagedList>
      )}
    </>
  );
}
