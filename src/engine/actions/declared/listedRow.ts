import { useQuery } from '@tanstack/react-query';
import { useDataProvider, type DataProvider, type RaRecord } from 'react-admin';
import type { DeclaredAction } from '../../definition/declaredActions';
import type { DeclaredCallProvider } from './provider';

/**
 * The row of a list the platform answers that names this record (`listed` of a declared action:
 * the campaigns under debug, GET /debug-rk): undefined until the list is read, null when it does
 * not name the record. One read per page whatever the number of actions that ask; a list that
 * cannot be read names nothing, so the page offers what it offered without it.
 */
export function useListedRow(
  listed: NonNullable<DeclaredAction['listed']>,
  record: RaRecord,
): Record<string, unknown> | null | undefined {
  const dataProvider = useDataProvider<DataProvider & DeclaredCallProvider>();
  const { data, isError } = useQuery({
    queryKey: ['kabinet', 'declaredList', listed.path],
    queryFn: () => dataProvider.declaredCall({ method: 'GET', path: listed.path }),
    retry: false,
  });
  if (data === undefined && !isError) return undefined;
  const key = listed.key ?? 'id';
  const rows = Array.isArray(data) ? (data as Record<string, unknown>[]) : [];
  return rows.find((row) => String(row[key]) === String(record.id)) ?? null;
}
