import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import StopIcon from '@mui/icons-material/Stop';
import { useDataProvider, useRecordContext, useRefresh, useTranslate, type RaRecord } from 'react-admin';
import type { RunStatus } from '../../providers/calls/campaigns';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, useTell } from '../../engine';

/** The run statuses' words, for «…: статус «Запущена»» toasts. */
const STATUS_WORD: Record<RunStatus, string> = {
  active: 'kabinet.campaigns.statusActive',
  paused: 'kabinet.campaigns.statusPaused',
  stopped: 'kabinet.campaigns.statusStopped',
};

export interface RunStatusButtonsProps {
  /** The call that sets the open record's status. */
  setStatus(dataProvider: KabinetDataProvider, id: string, status: RunStatus): Promise<unknown>;
  /**
   * The resource's messages (e.g. "kabinet.groups"): its statusChanged toast (name, status),
   * statusFailed, and the stop confirmation's stopTitle and stopContent (name).
   */
  messages: string;
}

/**
 * The open record's run status (a campaign, a group): «Запустить» or «Приостановить», and
 * «Остановить» after a confirmation. Stopped is final: nothing is offered then.
 */
export function RunStatusButtons({ setStatus, messages }: RunStatusButtonsProps) {
  const record = useRecordContext<RaRecord & { name?: string; status?: RunStatus }>();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const refresh = useRefresh();
  const translate = useTranslate();
  const tell = useTell();
  if (!record?.id || record.status === 'stopped') return null;

  const run = async (status: RunStatus) => {
    const done = await tell(() => setStatus(dataProvider, String(record.id), status), {
      success: () => [`${messages}.statusChanged`, { name: record.name, status: translate(STATUS_WORD[status]) }],
      failure: `${messages}.statusFailed`,
    });
    if (done) refresh();
  };
  const next: RunStatus = record.status === 'active' ? 'paused' : 'active';
  return (
    <>
      <ActionButton
        label={next === 'active' ? 'kabinet.campaigns.run' : 'kabinet.campaigns.pause'}
        icon={next === 'active' ? <PlayArrowIcon /> : <PauseIcon />}
        onRun={() => run(next)}
      />
      <ActionButton
        label="kabinet.campaigns.stop"
        color="error"
        icon={<StopIcon />}
        confirm={{ title: `${messages}.stopTitle`, content: `${messages}.stopContent`, options: { name: record.name } }}
        onRun={() => run('stopped')}
      />
    </>
  );
}
