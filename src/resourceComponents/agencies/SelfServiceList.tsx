import StorefrontIcon from '@mui/icons-material/Storefront';
import {
  Alert,
  Button as MuiButton,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button, useDataProvider, useResourceContext } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { failureText, useScreenPath } from '../../engine';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import { formatMoney } from '../management/format';
import { SELF_SERVICE_LIST_TEXTS as T } from './selfServiceListMessages';

/**
 * «Минимальный CPM» on the agencies list: the self-service agencies with the minimal CPM each has
 * (GET /v2/agencies/selfservice, docs/product.md#entities Self-service agency), those without one
 * first-glance visible, each a link to its page where the value is set.
 */
export function SelfServiceListButton() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button label={T.button} onClick={() => setOpen(true)}>
        <StorefrontIcon />
      </Button>
      {open && <SelfServiceDialog onClose={() => setOpen(false)} />}
    </>
  );
}

function SelfServiceDialog({ onClose }: { onClose(): void }) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  const titleId = useId();
  const agencies = useQuery({
    queryKey: ['kabinet', 'agencySelfService'],
    queryFn: ({ signal }) => dataProvider.getAgencySelfService(signal),
    retry: false,
  });
  const rows = agencies.data ?? [];
  const notSet = rows.filter((a) => a.minimalCPM === null || a.minimalCPM === undefined).length;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="sm" fullWidth>
      <DialogTitle id={titleId}>{T.title}</DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {T.hint}
        </Typography>
        {agencies.isPending ? (
          <CircularProgress size={24} aria-label={T.loading} />
        ) : agencies.isError ? (
          <Alert severity="error">{failureText(agencies.error, T.failed)}</Alert>
        ) : rows.length === 0 ? (
          <Typography variant="body2">{T.none}</Typography>
        ) : (
          <>
            <Typography variant="body2" sx={{ mb: 1 }} data-testid="self-service-summary">
              {T.summary(rows.length, notSet)}
            </Typography>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  <TableCell>{T.agency}</TableCell>
                  <TableCell align="right">{T.minimalCPM}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((a) => (
                  <TableRow key={a.id}>
                    <TableCell>
                      <AgencyLink id={a.id} name={a.name} />
                    </TableCell>
                    <TableCell align="right">
                      {a.minimalCPM === null || a.minimalCPM === undefined ? (
                        <Typography component="span" variant="body2" color="warning.main">
                          {T.notSet}
                        </Typography>
                      ) : (
                        formatMoney(a.minimalCPM, a.currency)
                      )}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <MuiButton onClick={onClose}>{T.close}</MuiButton>
      </DialogActions>
    </Dialog>
  );
}

function AgencyLink({ id, name }: { id: string; name: string }) {
  const resource = useResourceContext() ?? '';
  const pathOf = useScreenPath();
  return (
    <Link component={RouterLink} to={pathOf(resource, 'edit', id)}>
      {name}
    </Link>
  );
}
