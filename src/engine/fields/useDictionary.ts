import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DictionaryName } from '../../domain/dictionaries';
import type { DictionaryItem } from '../../providers/calls/dictionaries';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/**
 * A platform dictionary for a component. The dataProvider keeps each dictionary for the session
 * (one request per dictionary and parents, however many inputs show it); react-query only adds the
 * pending/loaded state. A failed read is fatal (docs/product.md#errors) unless the dictionary says
 * `fatal: false`, when `isError` is the caller's to tell; it is not retried here. `enabled: false`
 * reads nothing (a parents' dictionary the field has none of).
 */
export function useDictionary(
  name: DictionaryName,
  parents?: string[],
  enabled = true,
): { items: DictionaryItem[] | undefined; isPending: boolean; isError: boolean } {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  // With parents (x-dictionary-by, x-offered-fields): their items only, and nothing to read while none is chosen.
  const key = parents ? [...parents].sort().join(',') : undefined;
  const { data, isPending, isError } = useQuery({
    queryKey: ['kabinet', 'dictionary', name, ...(key === undefined ? [] : [key])],
    queryFn: () => (parents ? dataProvider.getDictionary(name, parents) : dataProvider.getDictionary(name)),
    enabled: enabled && (!parents || parents.length > 0),
    staleTime: Infinity,
    retry: false,
  });
  return { items: data, isPending, isError };
}
