import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { DictionaryName } from '../../domain/dictionaries';
import type { DictionaryItem } from '../../providers/calls/dictionaries';
import type { KabinetDataProvider } from '../../providers/dataProvider';

/**
 * A platform dictionary for a component. The dataProvider keeps each dictionary for the session
 * (one request per dictionary, however many inputs show it); react-query only adds the
 * pending/loaded state. A failed read is fatal (docs/product.md#errors) and is not retried here.
 */
export function useDictionary(
  name: DictionaryName,
  parents?: string[],
): { items: DictionaryItem[] | undefined; isPending: boolean } {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  // With parents (x-dictionary-by): their items only, and nothing to read while none is chosen.
  const key = parents ? [...parents].sort().join(',') : undefined;
  const { data, isPending } = useQuery({
    queryKey: ['kabinet', 'dictionary', name, ...(key === undefined ? [] : [key])],
    queryFn: () => (parents ? dataProvider.getDictionary(name, parents) : dataProvider.getDictionary(name)),
    enabled: !parents || parents.length > 0,
    staleTime: Infinity,
    retry: false,
  });
  return { items: data, isPending };
}
