import { memo, useMemo, type ChangeEvent, type ComponentProps, type FocusEvent, type ReactNode, type Ref } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import { DataTableBody, DataTableHead, DataTableSelectedIdsContext, useDataTableSelectedIdsContext } from 'react-admin';
import { withIdLookup } from './selectedIdsLookup';

/**
 * Light selection checkboxes for the generated list's table (select-all on 500 rows in
 * under 100 ms). Select-all re-renders every row's checkbox; MUI's Checkbox is a ButtonBase with a
 * ripple, an emotion-styled root and input, and an SVG icon swapped on every change, which made
 * that click cost more than the rest of the list together. Inside the table head and body the
 * Checkbox keeps its props, theme defaults (the input's aria-label) and react-admin's handlers, but
 * its root slot is a plain <span> around a native <input type="checkbox">: the browser draws the
 * box, its checked and indeterminate states, keyboard toggling and focus; one static style sheet
 * on the table section colours it. Nothing else under the table changes. The sections also see
 * the selected ids with a Set-backed `includes` (selectedIdsLookup.ts) for the per-row lookups.
 */

/** What MUI's Checkbox hands its root slot (SwitchBase's props) that this root honours. */
interface PlainCheckboxRootProps extends Omit<
  ComponentProps<'span'>,
  'onChange' | 'onFocus' | 'onBlur' | 'defaultChecked' | 'color'
> {
  checked?: boolean;
  defaultChecked?: boolean;
  disabled?: boolean;
  readOnly?: boolean;
  required?: boolean;
  autoFocus?: boolean;
  name?: string;
  value?: unknown;
  onChange?: (event: ChangeEvent<HTMLInputElement>, checked: boolean) => void;
  onFocus?: (event: FocusEvent<HTMLInputElement>) => void;
  onBlur?: (event: FocusEvent<HTMLInputElement>) => void;
  inputProps?: ComponentProps<'input'>;
  inputRef?: Ref<HTMLInputElement>;
  slotProps?: { input?: ComponentProps<'input'> & { ref?: Ref<HTMLInputElement> } };
  ownerState?: { size?: string };
}

/** Props MUI's Checkbox and SwitchBase hand down that are not DOM attributes. */
const NOT_DOM = [
  'icon',
  'checkedIcon',
  'disableRipple',
  'disableFocusRipple',
  'slots',
  'classes',
  'type',
  'color',
  'size',
  'edge',
  'component',
  'sx',
  'centerRipple',
  'focusRipple',
  'focusVisibleClassName',
  'nativeButton',
];

/** The class the style sheet below hangs on (the root also keeps MUI's own classes). */
const PLAIN_CHECKBOX = 'KabinetPlainCheckbox';

/** MUI's Checkbox root slot as a span and a native checkbox input. */
function PlainCheckboxRoot(props: PlainCheckboxRootProps) {
  const {
    className,
    checked,
    defaultChecked,
    disabled,
    readOnly,
    required,
    autoFocus,
    id,
    name,
    value,
    tabIndex,
    onChange,
    onFocus,
    onBlur,
    inputProps,
    inputRef,
    slotProps,
    ownerState,
    'aria-label': ariaLabel,
    'aria-labelledby': ariaLabelledBy,
    ...rest
  } = props;
  const span = Object.fromEntries(Object.entries(rest).filter(([key]) => !NOT_DOM.includes(key)));
  // The input slot carries the theme's aria-label, data-indeterminate and the ref through which
  // MUI's Checkbox sets the input's indeterminate flag; inputProps is the older spelling of it.
  const { onChange: slotOnChange, ref: slotRef, ...input } = { ...inputProps, ...slotProps?.input };
  // No Mui-checked class on the root: the input's own :checked state says it, and a class change
  // on 500 roots would be 500 more DOM writes and style invalidations per select-all.
  const classes =
    ownerState?.size === 'small'
      ? `${className ?? ''} ${PLAIN_CHECKBOX} ${PLAIN_CHECKBOX}-small`
      : `${className ?? ''} ${PLAIN_CHECKBOX}`;
  return (
    <span {...span} className={classes}>
      <input
        // A name given to the checkbox names its input, the element a screen reader announces.
        aria-label={ariaLabel}
        aria-labelledby={ariaLabelledBy}
        {...input}
        ref={slotRef ?? inputRef}
        type="checkbox"
        // Controlled when MUI's caller passes `checked` (react-admin always does), as SwitchBase.
        {...(checked === undefined ? { defaultChecked } : { checked })}
        disabled={disabled}
        required={required}
        autoFocus={autoFocus}
        id={id}
        name={name}
        value={value === undefined ? undefined : String(value)}
        tabIndex={tabIndex}
        onFocus={onFocus}
        onBlur={onBlur}
        onChange={(event) => {
          slotOnChange?.(event);
          if (readOnly || event.nativeEvent.defaultPrevented) return;
          onChange?.(event, event.target.checked);
        }}
      />
    </span>
  );
}

/** The table's theme: the outer one with MuiCheckbox's root slot replaced (its other defaults kept). */
function withPlainCheckboxes(outer: Theme): Theme {
  const checkbox = outer.components?.MuiCheckbox;
  return {
    ...outer,
    components: {
      ...outer.components,
      MuiCheckbox: {
        ...checkbox,
        defaultProps: {
          ...checkbox?.defaultProps,
          disableRipple: true,
          slots: { ...checkbox?.defaultProps?.slots, root: PlainCheckboxRoot as never },
        },
      },
    },
  };
}

/**
 * One static style for every checkbox of a table section: the size and hit area of MUI's
 * checkbox (42 px), the theme's primary colour, and a visible focus ring for keyboard users.
 */
const CHECKBOX_SX = (theme: Theme) => ({
  [`& .${PLAIN_CHECKBOX}`]: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    boxSizing: 'border-box',
    width: 42,
    height: 42,
    padding: '12px',
    verticalAlign: 'middle',
    cursor: 'pointer',
  },
  [`& .${PLAIN_CHECKBOX}-small`]: { width: 38, height: 38, padding: '11px' },
  [`& .${PLAIN_CHECKBOX} > input`]: {
    width: 18,
    height: 18,
    margin: 0,
    cursor: 'inherit',
    accentColor: theme.palette.primary.main,
  },
  [`& .${PLAIN_CHECKBOX} > input:focus-visible`]: {
    outline: `2px solid ${theme.palette.primary.main}`,
    outlineOffset: 2,
  },
  [`& .${PLAIN_CHECKBOX} > input:disabled`]: { cursor: 'default' },
});

/** A table section's context: the plain-checkbox theme and the selected ids with a fast lookup. */
function SectionScope({ children }: { children: ReactNode }) {
  const selectedIds = useDataTableSelectedIdsContext();
  const lookup = useMemo(() => withIdLookup(selectedIds), [selectedIds]);
  return (
    <ThemeProvider theme={withPlainCheckboxes}>
      <DataTableSelectedIdsContext.Provider value={lookup}>{children}</DataTableSelectedIdsContext.Provider>
    </ThemeProvider>
  );
}

/**
 * DataTable's head and body in that scope. Memoised, with a constant sx, like the sections they
 * wrap: DataTable re-renders on every selection change, the sections themselves must not.
 */
export const ListCheckboxesHead = memo(function ListCheckboxesHead(props: ComponentProps<typeof DataTableHead>) {
  return (
    <SectionScope>
      <DataTableHead {...props} sx={CHECKBOX_SX} />
    </SectionScope>
  );
});

export const ListCheckboxesBody = memo(function ListCheckboxesBody(props: ComponentProps<typeof DataTableBody>) {
  return (
    <SectionScope>
      <DataTableBody {...props} sx={CHECKBOX_SX} />
    </SectionScope>
  );
});
