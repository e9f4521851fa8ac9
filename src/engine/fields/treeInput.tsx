import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  Box,
  Checkbox,
  Chip,
  CircularProgress,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useDataProvider, useInput } from 'react-admin';
import type { TreeDictionaryName } from '../../domain/dictionaries';
import type { TreeNode } from '../../providers/calls/dictionaries';
import type { KabinetDataProvider } from '../../providers/dataProvider';
import type { FieldOf } from '../fieldKinds';
import type { CommonInputProps } from './inputs';
import { TREE_TEXTS as T } from './treeMessages';
import { READABLE_WIDTH } from './readableWidth';

type Toggle = (ids: string[], on: boolean) => void;

/** One level of a tree dictionary, read when it is first opened and kept for the session. */
function useLevel(tree: TreeDictionaryName, parentId: string | undefined, enabled = true) {
  const dataProvider = useDataProvider<KabinetDataProvider>();
  return useQuery({
    queryKey: ['kabinet', 'treeDictionary', tree, parentId ?? ''],
    queryFn: () => dataProvider.getDictionaryChildren(tree, parentId),
    enabled,
    staleTime: Infinity,
    retry: false,
  });
}

/**
 * Codes of an array field with x-tree picked in the platform's tree dictionary (regions in the geo
 * tree): the top level first, a node's children read only when it is opened, a node's box picks
 * or drops all its children at once. The value stays the list of codes the schema declares, and
 * its labels name the chosen ones above the tree.
 */
export function TreeInput({ field, common }: { field: FieldOf<'enumArray'>; common: CommonInputProps }) {
  const tree = field.tree!;
  const { field: input, fieldState } = useInput({ source: common.source, validate: common.validate });
  const chosen: string[] = Array.isArray(input.value) ? (input.value as string[]) : [];
  const labelId = useId();
  const top = useLevel(tree, undefined);
  const names = new Map(field.choices.map((c) => [String(c.id), c.name]));
  const toggle: Toggle = (ids, on) =>
    input.onChange(
      on ? [...chosen, ...ids.filter((id) => !chosen.includes(id))] : chosen.filter((id) => !ids.includes(id)),
    );

  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 2, maxWidth: READABLE_WIDTH }}>
      <FormLabel id={labelId} error={fieldState.invalid} required={field.required}>
        {common.label}
      </FormLabel>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, my: 1 }} aria-live="polite">
        {chosen.length ? (
          chosen.map((id) => (
            <Chip key={id} size="small" label={names.get(id) ?? id} onDelete={() => toggle([id], false)} />
          ))
        ) : (
          <Typography variant="body2" color="text.secondary">
            {T.nothing}
          </Typography>
        )}
      </Stack>
      {top.isPending ? (
        <CircularProgress size={20} aria-label={T.loading} />
      ) : (
        (top.data ?? []).map((node) => (
          <Branch key={String(node.id)} tree={tree} node={node} chosen={chosen} toggle={toggle} />
        ))
      )}
      <FormHelperText error={fieldState.invalid}>
        {fieldState.error?.message ?? (chosen.length ? T.chosen(chosen.length) : common.helperText)}
      </FormHelperText>
    </Box>
  );
}

function Branch({
  tree,
  node,
  chosen,
  toggle,
}: {
  tree: TreeDictionaryName;
  node: TreeNode;
  chosen: string[];
  toggle: Toggle;
}) {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  const id = String(node.id);
  const parent = node.hasChildren !== false;
  // A node's children are read when it is opened or its box is ticked, not before.
  const children = useLevel(tree, id, (open || wanted) && parent);
  const ids = (children.data ?? []).map((c) => String(c.id));
  const picked = ids.filter((c) => chosen.includes(c)).length;
  const all = ids.length > 0 && picked === ids.length;
  const tick = async (on: boolean) => {
    if (!parent) return toggle([id], on);
    setWanted(true);
    const loaded = children.data ?? (await children.refetch()).data ?? [];
    toggle(
      loaded.map((c) => String(c.id)),
      on,
    );
  };
  return (
    <Box>
      <Stack direction="row" sx={{ alignItems: 'center' }}>
        {parent && (
          <IconButton
            size="small"
            onClick={() => setOpen(!open)}
            aria-expanded={open}
            aria-label={open ? T.collapse(node.name) : T.expand(node.name)}
          >
            {open ? <ExpandLessIcon /> : <ExpandMoreIcon />}
          </IconButton>
        )}
        <FormControlLabel
          label={node.name}
          control={
            <Checkbox
              size="small"
              checked={parent ? all : chosen.includes(id)}
              indeterminate={picked > 0 && !all}
              onChange={(e) => void tick(e.target.checked)}
            />
          }
        />
      </Stack>
      {open && (
        <Box sx={{ pl: 5, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {children.isPending ? (
            <CircularProgress size={20} aria-label={T.loading} />
          ) : (
            (children.data ?? []).map((child) => (
              <FormControlLabel
                key={String(child.id)}
                label={child.name}
                control={
                  <Checkbox
                    size="small"
                    checked={chosen.includes(String(child.id))}
                    onChange={(e) => toggle([String(child.id)], e.target.checked)}
                  />
                }
              />
            ))
          )}
        </Box>
      )}
    </Box>
  );
}
