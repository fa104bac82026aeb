import { Field, Select } from '~/components/ui/Field';
import { api } from '~/utils/api';

/** 'All teams' or one team: the team filter of the system admin's lists. */
export function TeamFilter({
  value,
  onChange,
}: {
  value: string;
  onChange: (teamId: string) => void;
}) {
  const teams = api.team.options.useQuery();
  return (
    <Field label="Team" className="sm:w-56">
      <Select value={value} onChange={(event) => onChange(event.target.value)}>
        <option value="">All teams</option>
        {teams.data?.map((team) => (
          <option key={team.id} value={team.id}>
            {team.name}
          </option>
        ))}
      </Select>
    </Field>
  );
}
