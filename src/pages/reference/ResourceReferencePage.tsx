import {
  Accordion,
  AccordionDetails,
  AccordionSummary,
  Box,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useMemo, useState } from 'react';
import { Title } from 'react-admin';
import { flattenFields } from '../../engine/analyse';
import type { FieldDescriptor } from '../../engine/fieldKinds';
import { catalog } from '../../engine/load';
import { MENU_GROUPS } from '../../engine/definition/types';
import { describeAccess } from '../../engine/schema/accessText';
import { codeParts, describeRules, KIND_NAMES } from './describeField';
import { PAGE_WORDS } from './referenceMessages';

/** The label of the field `sibling` next to the field at `source` ("calendar.dates.end" → "calendar.dates.start"). */
function siblingLabel(fields: readonly FieldDescriptor[], source: string, sibling: string): string {
  const path = source.includes('.') ? `${source.slice(0, source.lastIndexOf('.'))}.${sibling}` : sibling;
  return fields.find((f) => f.source === path)?.label ?? sibling;
}

/**
 * The whole platform model at a glance, read from the same catalog the screens are built from:
 * every resource with its route, permission, endpoint, fields, kinds and validation rules.
 */
export default function ResourceReferencePage() {
  const [query, setQuery] = useState('');
  const resources = useMemo(() => {
    const q = query.trim().toLowerCase();
    return catalog.resources.filter(
      (d) => !q || `${d.label} ${d.path} ${d.endpoint} ${d.schema}`.toLowerCase().includes(q),
    );
  }, [query]);

  return (
    <Box sx={{ p: 2, maxWidth: 1200 }}>
      <Title title={PAGE_WORDS.title} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {PAGE_WORDS.count} {catalog.resources.length}
        {PAGE_WORDS.builtFrom} <code translate="no">schemas/</code> {PAGE_WORDS.and}{' '}
        <code translate="no">resources/</code> {PAGE_WORDS.asScreens}
      </Typography>
      <TextField
        label={PAGE_WORDS.search}
        size="small"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        sx={{ mb: 2, width: 360 }}
      />
      {resources.map((def) => {
        const fields = flattenFields(catalog.fields(def));
        return (
          <Accordion key={def.key} disableGutters>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
                <Typography sx={{ fontWeight: 600, minWidth: 220 }}>{def.label}</Typography>
                <Chip size="small" translate="no" label={PAGE_WORDS.cabinetPath(def.path)} />
                <Chip size="small" variant="outlined" translate="no" label={def.endpoint} />
                <Chip
                  size="small"
                  color={def.permissions.length || def.cabinetTypes.length ? 'primary' : 'default'}
                  label={describeAccess(def)}
                />
                {def.menu && <Chip size="small" variant="outlined" label={MENU_GROUPS[def.menu.group]} />}
              </Stack>
            </AccordionSummary>
            <AccordionDetails>
              <Table size="small">
                <TableHead>
                  <TableRow>
                    <TableCell>{PAGE_WORDS.field}</TableCell>
                    <TableCell>{PAGE_WORDS.name}</TableCell>
                    <TableCell>{PAGE_WORDS.kind}</TableCell>
                    <TableCell>{PAGE_WORDS.rules}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {fields.map((f) => (
                    <TableRow key={f.source}>
                      <TableCell sx={{ fontFamily: 'monospace' }} translate="no">
                        {f.source}
                      </TableCell>
                      <TableCell>{f.label}</TableCell>
                      <TableCell>{KIND_NAMES[f.kind]}</TableCell>
                      <TableCell>
                        {codeParts(
                          describeRules(f, (sibling) => siblingLabel(fields, f.source, sibling)).join(' · '),
                        ).map((part, i) =>
                          i % 2 ? (
                            <code key={i} translate="no">
                              {part}
                            </code>
                          ) : (
                            part
                          ),
                        )}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </AccordionDetails>
          </Accordion>
        );
      })}
    </Box>
  );
}
