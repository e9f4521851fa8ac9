import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider } from 'react-admin';
import { type FieldDescriptor, requiredMark, READABLE_WIDTH } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/**
 * The role select of the user form, its choices from the roles dictionary (GET /v2/users/roles);
 * until it answers, or if it fails, the choices the schema lists (the field's oneOf).
 */
export function RoleInput({ source, label, field }: { source: string; label?: string; field: FieldDescriptor }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const fallback = 'choices' in field ? field.choices : [];
  const { data } = useQuery({
    queryKey: ['kabinet', 'users', 'roles'],
    queryFn: ({ signal }) => dataProvider.getUserRoles(signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  const choices = data?.length ? data : fallback;
  return (
    <SelectInput
      source={source}
      label={label}
      choices={choices}
      validate={requiredMark}
      fullWidth
      sx={{ maxWidth: READABLE_WIDTH }}
    />
  );
}
