import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, useBasename, useTranslate } from 'react-admin';
import { useBackToList, useRememberListQuery } from '../../layout/listQuery';

const useListPath = () => `${useBasename()}/system/ssps/list`;

/**
 * SPEC.md §2: going back from an SSP's edit screen to the list merges the query parameters
 * that differ into the list's own query. The list remembers its query (this renders nothing
 * in the list's toolbar) ...
 */
export function SspListQueryKeeper() {
  useRememberListQuery(useListPath());
  return null;
}

/** ... and the edit screen's «К списку SSP» goes back with both merged. */
export function SspBackToListButton() {
  const translate = useTranslate();
  const back = useBackToList(useListPath());
  return <Button label={translate('kabinet.ssps.backToList')} onClick={back}><ArrowBackIcon /></Button>;
}
