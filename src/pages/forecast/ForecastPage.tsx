import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Form, Title, useDataProvider, useNotify, useTranslate, type ValidateForm } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { schemaSet } from '../../engine/load';
import { pointersToNested, writablePayload } from '../../engine/schema/records';
import type { BidInfo, Forecast } from '../../providers/calls/forecast';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { ApiError } from '../../providers/httpClient';
import { failureText } from '../../engine/actions';
import { SchemaInputs } from '../../engine/actions/SchemaInputs';
import { DictionarySelectInput } from '../../engine/fields/dictionarySelect';
import { ForecastResults } from './ForecastResults';
import { forecastRuleErrors } from '../../domain/forecast';

const SCHEMA = 'forecastRequest';
/** The URL keeps the last request sent, so a reload or a shared link shows the same forecast. */
const PARAM = 'request';

const SECTIONS: { title: string; sources: string[] }[] = [
  { title: 'targeting', sources: ['creativeType', 'dates.start', 'dates.end', 'saleSpeedType'] },
  {
    title: 'audience',
    sources: ['geo.superGeo', 'geo.idsWhiteList', 'geo.idsBlackList', 'deviceTypes', 'manufacturers', 'models'],
  },
  {
    title: 'budget',
    sources: ['limits.budgetTotal', 'limits.budgetDaily', 'limits.impressionsDaily', 'limits.frequencyCap'],
  },
  { title: 'bid', sources: ['cpm'] },
];

const isoDay = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** A new form: two weeks of video from tomorrow, evenly paced. */
const defaults = () => ({
  creativeType: 'video',
  dates: { start: isoDay(1), end: isoDay(14) },
  saleSpeedType: 'evenly',
});

const readParam = (raw: string | null): Record<string, unknown> | null => {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    return value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
};

const bodyOf = (values: Record<string, unknown>) => writablePayload(schemaSet, SCHEMA, values);

/** The rules of schemas/forecastRequest.schema.json and rules.ts: the server runs the same ones. */
const validate: ValidateForm = async (values) => {
  const body = bodyOf(values);
  return pointersToNested({ ...((await schemaSet.validate(SCHEMA, body)) ?? {}), ...(forecastRuleErrors(body) ?? {}) });
};

interface Result {
  forecast: Forecast;
  bidInfo: BidInfo;
  minimalCpm: number;
}

/**
 * Traffic forecast (docs/product.md#routes tools/forecast): the targeting of a planned campaign → reach,
 * impressions, clicks, spend and bids (POST /v2/campaigns/forecast, /v2/forecast/bid-info,
 * /v2/campaigns/minimalcpm), as figures and charts.
 */
export default function ForecastPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const [params, setParams] = useSearchParams();
  const initial = useMemo(() => readParam(params.get(PARAM)), []); // eslint-disable-line react-hooks/exhaustive-deps
  const [result, setResult] = useState<Result | null>(null);
  const [busy, setBusy] = useState(false);
  const running = useRef<AbortController | null>(null);
  useEffect(() => () => running.current?.abort(), []);

  const run = useCallback(
    async (body: Record<string, unknown>): Promise<Record<string, unknown> | void> => {
      running.current?.abort();
      const abort = new AbortController();
      running.current = abort;
      setBusy(true);
      try {
        const [forecast, bidInfo, minimal] = await Promise.all([
          dataProvider.getForecast(body, abort.signal),
          dataProvider.getBidInfo(body, abort.signal),
          dataProvider.getMinimalCpm(body, abort.signal),
        ]);
        setResult({ forecast, bidInfo, minimalCpm: minimal.minimalCpm });
      } catch (error) {
        if (abort.signal.aborted) return;
        setResult(null);
        notify(failureText(error, translate('kabinet.forecast.failed')), { type: 'error' });
        // The server's field errors go back onto the fields (react-admin's submission errors).
        if (error instanceof ApiError && error.status === 400 && error.body?.errors)
          return pointersToNested(error.body.errors);
      } finally {
        if (running.current === abort) setBusy(false);
      }
    },
    [dataProvider, notify, translate],
  );

  // A request in the URL (a reload, a shared link) is shown again at once.
  // (Started from a timer, not in the effect's body: the run sets state.)
  useEffect(() => {
    if (!initial || Object.keys(validate(initial) as object).length) return undefined;
    const timer = setTimeout(() => void run(bodyOf(initial)), 0);
    return () => clearTimeout(timer);
  }, [initial, run]);

  const submit = async (values: Record<string, unknown>) => {
    const body = bodyOf(values);
    setParams(
      (p) => {
        const next = new URLSearchParams(p);
        next.set(PARAM, JSON.stringify(body));
        return next;
      },
      { replace: true },
    );
    return run(body);
  };

  return (
    <Box sx={{ p: 2, maxWidth: 1280 }}>
      <Title title={translate('kabinet.forecast.title')} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {translate('kabinet.forecast.intro')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2, mb: 3 }}>
        <Form record={initial ?? defaults()} onSubmit={submit} validate={validate} noValidate>
          <Box
            sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', xl: 'repeat(4, 1fr)' } }}
          >
            {SECTIONS.map(({ title, sources }) => (
              <Box key={title} component="fieldset" sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
                <Typography component="legend" variant="subtitle2" sx={{ mb: 1 }}>
                  {translate(`kabinet.forecast.${title}`)}
                </Typography>
                <SchemaInputs schemaId={SCHEMA} sources={sources} />
                {title === 'audience' && (
                  <DictionarySelectInput
                    source="ssp"
                    dictionary="ssps"
                    multiple
                    label={translate('kabinet.forecast.ssp')}
                    helperText={translate('kabinet.forecast.sspHint')}
                    fullWidth
                  />
                )}
              </Box>
            ))}
          </Box>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mt: 1 }}>
            <Button
              type="submit"
              variant="contained"
              disabled={busy}
              startIcon={busy ? <CircularProgress size={16} color="inherit" /> : undefined}
            >
              {translate('kabinet.forecast.submit')}
            </Button>
          </Stack>
        </Form>
      </Paper>
      {result ? (
        <ForecastResults {...result} />
      ) : (
        !busy && <Alert severity="info">{translate('kabinet.forecast.empty')}</Alert>
      )}
    </Box>
  );
}
