import { Box, Typography } from '@mui/material';
import { Fragment, useId, type ReactNode } from 'react';
import type { FieldDescriptor } from '../fieldKinds';
import type { LayoutSection, ObjectLayout } from '../objectLayout';

/** A nested structure takes a whole row of the grid: a table or a sub-form squeezed into one column is unreadable. */
const WHOLE_ROW: ReadonlySet<FieldDescriptor['kind']> = new Set(['object', 'array', 'json', 'longText']);

/**
 * An object's fields as its x-layout declares them (src/engine/objectLayout.ts): each group
 * under its title, the fields in a grid of `columns` (one column on a phone). The form
 * (ObjectInput) and the show page (ObjectField) both lay out through this, so the two agree.
 */
export function LayoutSections({
  layout,
  render,
  rowGap = 0,
}: {
  layout: ObjectLayout;
  render: (field: FieldDescriptor) => ReactNode;
  rowGap?: number;
}) {
  return (
    <>
      {layout.sections.map((section, i) => (
        <Section
          key={section.title ?? `rest-${i}`}
          section={section}
          columns={layout.columns}
          rowGap={rowGap}
          render={render}
        />
      ))}
    </>
  );
}

interface SectionProps {
  section: LayoutSection;
  columns: number;
  /** Inputs bring their own margins; labelled values on a show page need a gap between rows. */
  rowGap: number;
  render: (field: FieldDescriptor) => ReactNode;
}

function Section({ section, columns, rowGap, render }: SectionProps) {
  const titleId = useId();
  const grid = (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', md: `repeat(${columns}, minmax(0, 1fr))` },
        columnGap: 2,
        rowGap,
        '& .MuiFormControl-root': { width: '100%' },
      }}
    >
      {section.fields.map((field) =>
        WHOLE_ROW.has(field.kind) ? (
          <Box key={field.source} sx={{ gridColumn: '1 / -1' }}>
            {render(field)}
          </Box>
        ) : (
          <Fragment key={field.source}>{render(field)}</Fragment>
        ),
      )}
    </Box>
  );
  if (!section.title) return grid;
  return (
    <Box role="group" aria-labelledby={titleId} sx={{ mb: 1 }}>
      <Typography id={titleId} variant="body2" color="text.secondary" sx={{ fontWeight: 500, mt: 1 }}>
        {section.title}
      </Typography>
      {grid}
    </Box>
  );
}
