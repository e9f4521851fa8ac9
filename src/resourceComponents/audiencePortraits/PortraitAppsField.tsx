import { Box, LinearProgress, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { installsNumber } from '../../domain/installs';
import { formatNumber } from '../shared/values';

interface PortraitApp {
  bundle: string;
  title?: string;
  category?: string;
  installs?: string;
  share?: number;
}

/** The apps of a portrait, installs as numbers (docs/product.md#validation), the most installed first. */
export function portraitApps(apps: unknown): (PortraitApp & { installsCount: number | null })[] {
  const list = Array.isArray(apps) ? (apps as PortraitApp[]) : [];
  return list
    .map((a) => ({ ...a, installsCount: installsNumber(a.installs) }))
    .sort((a, b) => (b.installsCount ?? -1) - (a.installsCount ?? -1) || (b.share ?? 0) - (a.share ?? 0));
}

/** «Приложения аудитории»: a table with the share of the segment's users who have each app. */
export function PortraitAppsField({ source }: { source: string; label?: string }) {
  const record = useRecordContext<Record<string, unknown>>();
  const translate = useTranslate();
  const apps = portraitApps(record?.[source]);
  if (!apps.length)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('kabinet.audiencePortraits.empty')}
      </Typography>
    );
  return (
    <Table size="small" sx={{ maxWidth: 820 }} data-testid="portrait-apps">
      <TableHead>
        <TableRow>
          <TableCell>{translate('kabinet.audiencePortraits.app')}</TableCell>
          <TableCell>{translate('kabinet.audiencePortraits.category')}</TableCell>
          <TableCell align="right">{translate('kabinet.audiencePortraits.installs')}</TableCell>
          <TableCell sx={{ width: 200 }}>{translate('kabinet.audiencePortraits.share')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {apps.map((app) => (
          <TableRow key={app.bundle}>
            <TableCell>
              <Typography variant="body2">{app.title ?? app.bundle}</Typography>
              <Typography variant="caption" color="text.secondary">
                {app.bundle}
              </Typography>
            </TableCell>
            <TableCell>{app.category ?? '—'}</TableCell>
            <TableCell align="right" title={app.installs}>
              {app.installsCount === null ? (app.installs ?? '—') : `${formatNumber(app.installsCount)}+`}
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                <LinearProgress
                  variant="determinate"
                  value={Math.min(100, app.share ?? 0)}
                  aria-label={`${translate('kabinet.audiencePortraits.share')}: ${app.title ?? app.bundle}`}
                  sx={{ flex: 1, height: 6, borderRadius: 3 }}
                />
                <Typography variant="caption" sx={{ minWidth: 44, textAlign: 'right' }}>
                  {(app.share ?? 0).toLocaleString('ru-RU')} %
                </Typography>
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
