import AddIcon from '@mui/icons-material/Add';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import BugReportIcon from '@mui/icons-material/BugReport';
import CampaignIcon from '@mui/icons-material/Campaign';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import DeleteIcon from '@mui/icons-material/Delete';
import DoneIcon from '@mui/icons-material/Done';
import DoneAllIcon from '@mui/icons-material/DoneAll';
import DownloadIcon from '@mui/icons-material/Download';
import EditNoteIcon from '@mui/icons-material/EditNote';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupWorkIcon from '@mui/icons-material/GroupWork';
import HistoryIcon from '@mui/icons-material/History';
import ImageIcon from '@mui/icons-material/Image';
import VpnKeyOutlinedIcon from '@mui/icons-material/VpnKeyOutlined';
import PauseIcon from '@mui/icons-material/Pause';
import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutlined';
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import PowerSettingsNewIcon from '@mui/icons-material/PowerSettingsNew';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import RefreshIcon from '@mui/icons-material/Refresh';
import QueryStatsIcon from '@mui/icons-material/QueryStats';
import SendIcon from '@mui/icons-material/Send';
import StopIcon from '@mui/icons-material/Stop';
import TableViewIcon from '@mui/icons-material/TableView';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import ViewListIcon from '@mui/icons-material/ViewList';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { ReactElement } from 'react';
import type { ActionIcon } from '../../definition/declaredActions';

/** The icons of declared actions, by the names resource files use (they import no icons: they are read with the shell). */
export const ACTION_ICONS: Record<ActionIcon, () => ReactElement> = {
  add: () => <AddIcon />,
  back: () => <ArrowBackIcon />,
  campaign: () => <CampaignIcon />,
  copy: () => <ContentCopyIcon />,
  debug: () => <BugReportIcon />,
  delete: () => <DeleteIcon />,
  done: () => <DoneIcon />,
  doneAll: () => <DoneAllIcon />,
  download: () => <DownloadIcon />,
  edit: () => <EditNoteIcon />,
  group: () => <GroupWorkIcon />,
  history: () => <HistoryIcon />,
  image: () => <ImageIcon />,
  key: () => <VpnKeyOutlinedIcon />,
  list: () => <ViewListIcon />,
  moderate: () => <FactCheckIcon />,
  pause: () => <PauseIcon />,
  pauseCircle: () => <PauseCircleOutlineIcon />,
  playlistAdd: () => <PlaylistAddIcon />,
  power: () => <PowerSettingsNewIcon />,
  preview: () => <VisibilityIcon />,
  refresh: () => <RefreshIcon />,
  send: () => <SendIcon />,
  start: () => <PlayArrowIcon />,
  stats: () => <QueryStatsIcon />,
  stop: () => <StopIcon />,
  table: () => <TableViewIcon />,
  upload: () => <UploadFileIcon />,
};
