import { useQuery } from '@tanstack/react-query';
import { SelectInput, useDataProvider } from 'react-admin';
import { type FieldDescriptor, requiredMark } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/**
 * Schedule choices from GET /v2/dictionaries/orders/schedule; until it answers, or if it fails,
 * the schema's schedules (the field's oneOf).
 */
export function ScheduleInput({ source, label, field }: { source: string; label?: string; field: FieldDescriptor }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const fallback = 'choices' in field ? field.choices : [];
  const { data } = useQuery({
    queryKey: ['kabinet', 'dictionaries', 'orders', 'schedule'],
    queryFn: ({ signal }) => dataProvider.getOrderSchedules(signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  return <SelectInput source={source} label={label} choices={data?.length ? data : fallback} validate={requiredMark} />;
}
