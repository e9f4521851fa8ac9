import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import { useDataProvider, useListContext, useRecordContext, useRefresh, useUnselectAll } from 'react-admin';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useBulkRun, useTell } from '../../engine';

const DEACTIVATE_CONTENT = 'kabinet.ssps.deactivateContent';

/** «Включить» / «Отключить» on the SSP card: PUT /ssp/{sysname}/status; switching off asks first. */
export function SspStatusButton() {
  const record = useRecordContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const tell = useTell();
  if (!record) return null;
  const active = record.active === true;
  const name = String(record.name ?? record.id);

  const apply = async () => {
    const done = await tell(() => dataProvider.setSspStatus(String(record.id), !active), {
      success: () => [active ? 'kabinet.ssps.deactivated' : 'kabinet.ssps.activated', { name }],
      failure: 'kabinet.ssps.statusFailed',
    });
    if (done) refresh();
  };

  return active
    ? (
      <ActionButton
        label="kabinet.ssps.deactivate"
        color="warning"
        icon={<PauseCircleOutlineIcon />}
        confirm={{ title: 'kabinet.ssps.deactivateTitle', content: DEACTIVATE_CONTENT, options: { name } }}
        onRun={apply}
      />
    )
    : <ActionButton label="kabinet.ssps.activate" color="success" variant="contained" icon={<PowerSettingsNewIcon />} onRun={apply} />;
}

/** «Включить» / «Отключить» for the SSPs selected in the list; switching off asks first. */
export function SspBulkStatusButtons() {
  const { selectedIds, resource } = useListContext();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const unselectAll = useUnselectAll(resource);
  const bulkRun = useBulkRun();

  const apply = async (active: boolean) => {
    await bulkRun(selectedIds, (id) => dataProvider.setSspStatus(id, active), {
      success: active ? 'kabinet.ssps.bulkActivated' : 'kabinet.ssps.bulkDeactivated',
      failure: 'kabinet.ssps.statusFailed',
      partlyFailed: 'kabinet.ssps.bulkPartlyFailed',
    });
    unselectAll();
    refresh();
  };

  return (
    <>
      <ActionButton label="kabinet.ssps.activate" icon={<PowerSettingsNewIcon />} onRun={() => apply(true)} />
      <ActionButton
        label="kabinet.ssps.deactivate"
        color="warning"
        icon={<PauseCircleOutlineIcon />}
        confirm={{ title: 'kabinet.ssps.bulkDeactivateTitle', content: DEACTIVATE_CONTENT, options: { smart_count: selectedIds.length } }}
        onRun={() => apply(false)}
      />
    </>
  );
}
