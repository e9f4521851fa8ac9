import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Button, useTranslate } from 'react-admin';
import { useBackToList, useScreenPath } from '../../engine';

/** The SSPs' list at the address resources/ssps.ts declares (system/ssps/list). */
const useListPath = () => useScreenPath()('system/ssps', 'list');

/**
 * docs/product.md#routes: going back from an SSP's edit screen to the list merges the query parameters
 * that differ into the list's own query (every generated list remembers its query).
 */
export function SspBackToListButton() {
  const translate = useTranslate();
  const back = useBackToList(useListPath());
  return (
    <Button label={translate('kabinet.ssps.backToList')} onClick={back}>
      <ArrowBackIcon />
    </Button>
  );
}
