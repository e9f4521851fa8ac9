import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { SelectInput, useDataProvider } from 'react-admin';
import { requiredMark } from '../../engine/fields/render';
import { catalog } from '../../engine/load';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/** The schema's schedules (its oneOf): shown until the dictionary answers, or if it fails. */
function schemaChoices(source: string) {
  const def = catalog.byKey('reportOrders');
  const field = def ? catalog.fields(def).find((f) => f.source === source) : undefined;
  return field && 'choices' in field ? field.choices : [];
}

/** Schedule choices from GET /v2/dictionaries/orders/schedule. */
export function ScheduleInput({ source, label }: { source: string; label?: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const fallback = useMemo(() => schemaChoices(source), [source]);
  const { data } = useQuery({
    queryKey: ['kabinet', 'dictionaries', 'orders', 'schedule'],
    queryFn: ({ signal }) => dataProvider.getOrderSchedules(signal),
    staleTime: 10 * 60 * 1000,
    retry: false,
  });
  return <SelectInput source={source} label={label} choices={data?.length ? data : fallback} validate={requiredMark} />;
}
