import DeleteIcon from '@mui/icons-material/Delete';
import { useDataProvider, useRecordContext, useRedirect, useResourceContext } from 'react-admin';
import { ActionButton, useTell } from '../../engine';

/**
 * «Удалить» on an extra statistics record: asks first, then deletes; a failure says the docs/product.md#errors
 * retry-later text of extra statistics deletion (or the server's own words for a 4xx).
 */
export function ExtraStatisticDeleteButton() {
  const record = useRecordContext();
  const resource = useResourceContext()!;
  const dataProvider = useDataProvider();
  const redirect = useRedirect();
  const tell = useTell();
  if (!record?.id) return null;
  const remove = async () => {
    const done = await tell(() => dataProvider.delete(resource, { id: record.id, previousData: record }), {
      success: () => ['kabinet.extraStatistics.deleted'],
      failure: 'kabinet.extraStatistics.deleteFailed',
    });
    if (done) redirect(`/${resource}?filter=${encodeURIComponent(JSON.stringify({ creativeId: record.creativeId }))}`);
  };
  return (
    <ActionButton
      label="kabinet.extraStatistics.delete"
      color="error"
      icon={<DeleteIcon />}
      confirm={{ title: 'kabinet.extraStatistics.deleteTitle', content: 'kabinet.extraStatistics.deleteContent', options: { event: String(record.event ?? '') } }}
      onRun={remove}
    />
  );
}
