import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectInput, useDataProvider } from 'react-admin';
import { catalog } from '../../engine/load';
import { requiredMark } from '../../engine/fields/render';
import type { Choice } from '../../engine/fieldKinds';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/** The role choices the schema lists (its oneOf): shown until the dictionary answers, or if it fails. */
function schemaChoices(source: string): Choice[] {
  const def = catalog.byKey('users');
  const field = def ? catalog.fields(def).find((f) => f.source === source) : undefined;
  return field && 'choices' in field ? field.choices : [];
}

/** The role select of the user form, its choices from the roles dictionary (GET /v2/users/roles). */
export function RoleInput({ source, label }: { source: string; label?: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const fallback = useMemo(() => schemaChoices(source), [source]);
  const { data } = useQuery({
    queryKey: ['kabinet', 'users', 'roles'],
    queryFn: ({ signal }) => dataProvider.getUserRoles(signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  const choices = data?.length ? data : fallback;
  return <SelectInput source={source} label={label} choices={choices} validate={requiredMark} fullWidth sx={{ maxWidth: 720 }} />;
}
