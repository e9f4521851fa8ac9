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
export function useDictionary(name: DictionaryName): { items: DictionaryItem[] | undefined; isPending: boolean } {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const { data, isPending } = useQuery({
    queryKey: ['kabinet', 'dictionary', name],
    queryFn: () => dataProvider.getDictionary(name),
    staleTime: Infinity,
    retry: false,
  });
  return { items: data, isPending };
}
