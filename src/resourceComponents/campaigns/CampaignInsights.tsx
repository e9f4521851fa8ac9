import InsightsIcon from '@mui/icons-material/Insights';
import SmartphoneIcon from '@mui/icons-material/Smartphone';
import {
  Alert,
  Box,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { Button, useDataProvider, useRecordContext, type RaRecord } from 'react-admin';
import { IFA_EVENTS, type CampaignFigures, type IfaEvent } from '../../providers/calls/campaignInsights';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ActionButton, failureText, useTell } from '../../engine/actions';
import { fileNameOf, saveBlob } from '../shared/download';
import { formatNumber } from '../shared/values';
import { INSIGHTS_TEXTS as T } from './insightsMessages';

type CampaignRecord = RaRecord & { name?: string };

const PERIODS = [7, 30, 90] as const;
const DAY_MS = 86_400_000;

/** A local calendar day (YYYY-MM-DD) `back` days before today. */
const localDay = (back: number) => {
  const d = new Date(Date.now() - back * DAY_MS);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};
const dayText = (day: string) => day.slice(0, 10).split('-').reverse().join('.');
const money = (n: number) => `${formatNumber(n)} ₽`;
const percent = (n: number) => `${formatNumber(n)} %`;

/**
 * «Аналитика» on the campaign card: who it belongs to (GET /campaign/{id}/owner), its reach
 * (GET /campaign/reach/{id}: the audience its settings can reach over its period and how many
 * have seen it), its figures of the last days by day, SSP and device (GET /campaign/{id}/analytics)
 * and the advertising ids of the devices that had an event, as a file (GET /campaign/{id}/ifaid/{type}).
 */
export function CampaignInsightsButton() {
  const record = useRecordContext<CampaignRecord>();
  const [open, setOpen] = useState(false);
  if (!record?.id) return null;
  return (
    <>
      <Button label={T.button} onClick={() => setOpen(true)}>
        <InsightsIcon />
      </Button>
      {open && (
        <InsightsDialog id={String(record.id)} name={record.name ?? String(record.id)} onClose={() => setOpen(false)} />
      )}
    </>
  );
}

export function InsightsDialog({ id, name, onClose }: { id: string; name: string; onClose(): void }) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{T.title(name)}</DialogTitle>
      <DialogContent>
        <Stack spacing={3}>
          <OwnerLine id={id} />
          <ReachSection id={id} />
          <FiguresSection id={id} />
          <IfaSection id={id} name={name} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{T.close}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** What a read shows while it loads or after it failed; null once there is data. */
function pending(query: { isPending: boolean; error: unknown }, label: string): ReactNode {
  if (query.error) return <Alert severity="error">{failureText(query.error, T.failed)}</Alert>;
  if (query.isPending) return <CircularProgress size={20} aria-label={label} />;
  return null;
}

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Box sx={{ minWidth: 140 }}>
      <Typography variant="caption" color="text.secondary" component="div">
        {label}
      </Typography>
      <Typography variant="h6" component="div">
        {value}
      </Typography>
    </Box>
  );
}

function OwnerLine({ id }: { id: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const owner = useQuery({
    queryKey: ['kabinet', 'campaignOwner', id],
    queryFn: ({ signal }) => dataProvider.getCampaignOwner(id, signal),
    retry: false,
  });
  const o = owner.data;
  const parts = o
    ? [
        o.account && `${T.account}: ${o.account.name}`,
        o.agency && `${T.agency}: ${o.agency.name}`,
        o.cabinet && `${T.cabinet}: ${o.cabinet.name}`,
      ].filter(Boolean)
    : [];
  return (
    <Section title={T.owner}>
      {pending(owner, T.owner) ?? (
        <Typography variant="body2" data-testid="campaign-owner">
          {parts.join(' · ') || '—'}
        </Typography>
      )}
    </Section>
  );
}

function ReachSection({ id }: { id: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const reach = useQuery({
    queryKey: ['kabinet', 'campaignReach', id],
    queryFn: ({ signal }) => dataProvider.getCampaignReach(id, signal),
    retry: false,
  });
  const r = reach.data;
  return (
    <Section title={T.reach}>
      {pending(reach, T.reach) ??
        (r && (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }}>
              <Stat label={T.audience} value={`${formatNumber(r.audience)} ${T.people}`} />
              <Stat label={T.reached} value={`${formatNumber(r.reached)} ${T.people}`} />
              <Stat label={T.frequency} value={formatNumber(r.frequency)} />
              <Stat label={T.forecastImpressions} value={formatNumber(r.impressions)} />
            </Stack>
            <Typography variant="caption" color="text.secondary">
              {T.reachPeriod(dayText(r.period.start), dayText(r.period.end))}
            </Typography>
          </>
        ))}
    </Section>
  );
}

function FigureRows<R extends CampaignFigures>({
  title,
  head,
  rows,
  label,
}: {
  title: string;
  head: string;
  rows: R[];
  label(row: R): string;
}) {
  return (
    <Box>
      <Typography variant="body2" sx={{ mt: 2, mb: 0.5 }}>
        {title}
      </Typography>
      <Box sx={{ maxHeight: 260, overflow: 'auto' }}>
        <Table size="small" aria-label={title} stickyHeader>
          <TableHead>
            <TableRow>
              <TableCell>{head}</TableCell>
              <TableCell align="right">{T.impressions}</TableCell>
              <TableCell align="right">{T.clicks}</TableCell>
              <TableCell align="right">{T.ctr}</TableCell>
              <TableCell align="right">{T.spent}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={label(row)}>
                <TableCell>{label(row)}</TableCell>
                <TableCell align="right">{formatNumber(row.impressions)}</TableCell>
                <TableCell align="right">{formatNumber(row.clicks)}</TableCell>
                <TableCell align="right">{percent(row.ctr)}</TableCell>
                <TableCell align="right">{money(row.spent)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Box>
  );
}

function FiguresSection({ id }: { id: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const [days, setDays] = useState<number>(30);
  const period = {
    startTimeISO: localDay(days - 1),
    endTimeISO: localDay(0),
    offsetTime: -new Date().getTimezoneOffset(),
  };
  const analytics = useQuery({
    queryKey: ['kabinet', 'campaignAnalytics', id, period],
    queryFn: ({ signal }) => dataProvider.getCampaignAnalytics(id, period, signal),
    retry: false,
  });
  const a = analytics.data;
  return (
    <Section title={T.figures}>
      <ToggleButtonGroup
        size="small"
        exclusive
        value={days}
        aria-label={T.periodLabel}
        onChange={(_, v: number | null) => v && setDays(v)}
        sx={{ mb: 1 }}
      >
        {PERIODS.map((n) => (
          <ToggleButton key={n} value={n}>
            {T.periodDays(n)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {pending(analytics, T.figures) ??
        (a && (
          <>
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 3 }} data-testid="campaign-totals">
              <Stat label={T.impressions} value={formatNumber(a.totals.impressions)} />
              <Stat label={T.clicks} value={formatNumber(a.totals.clicks)} />
              <Stat label={T.ctr} value={percent(a.totals.ctr)} />
              <Stat label={T.completes} value={formatNumber(a.totals.completes)} />
              <Stat label={T.vtr} value={percent(a.totals.vtr)} />
              <Stat label={T.spent} value={money(a.totals.spent)} />
            </Stack>
            {a.totals.impressions === 0 ? (
              <Typography variant="body2" sx={{ mt: 1 }}>
                {T.noFigures}
              </Typography>
            ) : (
              <>
                <FigureRows title={T.bySsp} head={T.ssp} rows={a.ssps} label={(r) => r.name} />
                <FigureRows title={T.byDevice} head={T.device} rows={a.devices} label={(r) => r.name} />
                <FigureRows title={T.byDay} head={T.day} rows={[...a.days].reverse()} label={(r) => dayText(r.day)} />
              </>
            )}
          </>
        ))}
    </Section>
  );
}

function IfaSection({ id, name }: { id: string; name: string }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const tell = useTell();
  const download = (type: IfaEvent) => {
    const fileName = `${fileNameOf(T.ifaFileName(name, T.ifaFileTitles[type]))}.txt`;
    return tell(async () => saveBlob(await dataProvider.downloadCampaignIfa(id, type), fileName), {
      success: () => [T.ifaReady(fileName)],
      failure: T.ifaFailed,
    });
  };
  return (
    <Section title={T.ifa}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {T.ifaHint}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
        {IFA_EVENTS.map((type) => (
          <ActionButton key={type} label={T.ifaEvents[type]} icon={<SmartphoneIcon />} onRun={() => download(type)} />
        ))}
      </Stack>
    </Section>
  );
}
