import fs from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';
import { enabled, shimMechanism } from './switches.js';

/** react-admin's files that take Tooltip from MUI's index (they get it from src/shims/muiMaterial.ts). */
const TOOLTIP_USERS = [
  'button/Button.js',
  'button/IconButtonWithTooltip.js',
  'button/SortButton.js',
  'button/ToggleThemeButton.js',
  'field/BooleanField.js',
  'layout/MenuItemLink.js',
  'layout/SidebarToggleButton.js',
  'layout/UserMenu.js',
  'list/datagrid/DatagridHeaderCell.js',
  'list/datagrid/SelectColumnsButton.js',
  'list/datatable/ColumnsButton.js',
  'list/datatable/DataTableHeadCell.js',
  'list/filter/SavedQueriesList.js',
  'preferences/InspectorButton.js',
];

/** react-admin's inputs that take TextField or FormControlLabel from MUI's index (src/shims/muiSlotProps.ts). */
const SLOT_PROPS_USERS = [
  'input/ResettableTextField.js',
  'input/NullableBooleanInput.js',
  'input/TextArrayInput.js',
  'input/AutocompleteInput.js',
  'input/CheckboxGroupInputItem.js',
  'list/SimpleList/SimpleListEditor.js',
];
/** …and those that take them from their own modules. */
const TEXT_FIELD_USERS = [
  'input/DateInput.js',
  'input/DateTimeInput.js',
  'input/TimeInput.js',
  'input/NumberInput.js',
  'input/ReferenceError.js',
];
const FORM_CONTROL_LABEL_USERS = ['input/BooleanInput.js', 'input/RadioButtonGroupInputItem.js'];

/**
 * Library modules the console replaces for one importer only (src/shims/): the CSV converter
 * of react-admin's exporter (loaded on export), the column chooser's item of its DataTable
 * (loaded when the chooser opens), the filter form of react-admin's list toolbar (loaded when a list
 * shows a filter other than its search), polyglot's es-shim of Object.entries (every browser has it),
 * MUI's Tooltip in react-admin and MUI's pagination (its popup loaded on first show), MUI's
 * scroll trigger in react-admin's Sidebar (its value unused with a top bar always on),
 * react-admin's preferences editor in its layout and page title (never opened), the number
 * formatter MUI's TablePagination and its Russian locale build on load (built on first use
 * instead) and the insertion effect of emotion's styled components and `css` prop (their rules
 * inserted while rendering), and MUI 9 TextField and FormControlLabel for react-admin's inputs, which
 * still pass them MUI 5's props.
 * Other importers get the real modules, so the shims can load them. An importer is a file under
 * node_modules; tests/unit/scripts/vite/shims.test.ts checks it still imports what its shim replaces.
 */
export const SHIMS: { source: string; importer: string; shim: string }[] = [
  {
    source: 'jsonexport/dist/index.js',
    importer: 'ra-core/dist/export/defaultExporter.js',
    shim: 'src/shims/jsonexport.ts',
  },
  { source: 'object.entries', importer: 'node-polyglot/index.js', shim: 'src/shims/objectEntries.cjs' },
  {
    source: '../locale/utils/buildFormatNumber.mjs',
    importer: '@mui/material/TablePagination/TablePagination.mjs',
    shim: 'src/shims/buildFormatNumber.ts',
  },
  {
    source: './utils/buildFormatNumber.mjs',
    importer: '@mui/material/locale/ruRU.mjs',
    shim: 'src/shims/buildFormatNumber.ts',
  },
  {
    source: './ColumnsSelectorItem.js',
    importer: 'ra-ui-materialui/dist/list/datatable/DataTableColumn.js',
    shim: 'src/shims/columnsSelectorItem.tsx',
  },
  {
    source: './filter/index.js',
    importer: 'ra-ui-materialui/dist/list/ListToolbar.js',
    shim: 'src/shims/filterForm.tsx',
  },
  {
    source: '../../button/index.js',
    importer: 'ra-ui-materialui/dist/list/datatable/DataTable.js',
    shim: 'src/shims/bulkDeleteButton.tsx',
  },
  {
    source: './AddSavedQueryDialog.js',
    importer: 'ra-ui-materialui/dist/list/filter/FilterButton.js',
    shim: 'src/shims/savedQueryDialogs.tsx',
  },
  {
    source: './RemoveSavedQueryDialog.js',
    importer: 'ra-ui-materialui/dist/list/filter/FilterButton.js',
    shim: 'src/shims/savedQueryDialogs.tsx',
  },
  { source: './AppBar.js', importer: 'ra-ui-materialui/dist/layout/Layout.js', shim: 'src/shims/layoutDefaults.ts' },
  { source: './Menu.js', importer: 'ra-ui-materialui/dist/layout/Layout.js', shim: 'src/shims/layoutDefaults.ts' },
  {
    source: '../preferences/index.js',
    importer: 'ra-ui-materialui/dist/layout/Layout.js',
    shim: 'src/shims/preferencesEditor.tsx',
  },
  {
    source: './PageTitleConfigurable.js',
    importer: 'ra-ui-materialui/dist/layout/Title.js',
    shim: 'src/shims/preferencesEditor.tsx',
  },
  // Every tooltip of react-admin and of MUI's pagination: the popup loads on first show.
  ...TOOLTIP_USERS.map((file) => ({
    source: '@mui/material',
    importer: `ra-ui-materialui/dist/${file}`,
    shim: 'src/shims/muiMaterial.ts',
  })),
  // react-admin 5 passes MUI 5's props (InputProps, inputRef on a label) that MUI 9 hands to the
  // page's elements unread: its inputs get a TextField and a FormControlLabel that apply them.
  ...SLOT_PROPS_USERS.map((file) => ({
    source: '@mui/material',
    importer: `ra-ui-materialui/dist/${file}`,
    shim: 'src/shims/muiSlotProps.ts',
  })),
  ...TEXT_FIELD_USERS.map((file) => ({
    source: '@mui/material/TextField',
    importer: `ra-ui-materialui/dist/${file}`,
    shim: 'src/shims/textField.tsx',
  })),
  ...FORM_CONTROL_LABEL_USERS.map((file) => ({
    source: '@mui/material/FormControlLabel',
    importer: `ra-ui-materialui/dist/${file}`,
    shim: 'src/shims/formControlLabel.tsx',
  })),
  {
    source: '@mui/material/Tooltip',
    importer: 'ra-ui-materialui/dist/button/RefreshIconButton.js',
    shim: 'src/shims/tooltip.tsx',
  },
  {
    source: '../Tooltip/index.mjs',
    importer: '@mui/material/TablePaginationActions/TablePaginationActions.mjs',
    shim: 'src/shims/tooltip.tsx',
  },
  {
    source: '@emotion/use-insertion-effect-with-fallbacks',
    importer: '@emotion/styled/base/dist/emotion-styled-base.browser.esm.js',
    shim: 'src/shims/insertionDuringRender.ts',
  },
  {
    source: '@emotion/use-insertion-effect-with-fallbacks',
    importer: '@emotion/react/dist/emotion-element-f0de968e.browser.esm.js',
    shim: 'src/shims/insertionDuringRender.ts',
  },
  // The same two modules as `npm run dev` resolves them (emotion's development builds).
  {
    source: '@emotion/use-insertion-effect-with-fallbacks',
    importer: '@emotion/styled/base/dist/emotion-styled-base.browser.development.esm.js',
    shim: 'src/shims/insertionDuringRender.ts',
  },
  {
    source: '@emotion/use-insertion-effect-with-fallbacks',
    importer: '@emotion/react/dist/emotion-element-489459f2.browser.development.esm.js',
    shim: 'src/shims/insertionDuringRender.ts',
  },
];

/** Files of a package that its `exports` do not list, which a shim loads itself. */
const UNEXPORTED = [
  'ra-ui-materialui/dist/list/datatable/ColumnsSelectorItem.js',
  'ra-ui-materialui/dist/list/filter/FilterForm.js',
  'ra-ui-materialui/dist/list/filter/FilterFormInput.js',
  'ra-ui-materialui/dist/input/ResettableTextField.js',
  'ra-ui-materialui/dist/layout/PageTitle.js',
  'ra-ui-materialui/dist/button/BulkDeleteButton.js',
  'ra-ui-materialui/dist/list/filter/AddSavedQueryDialog.js',
  'ra-ui-materialui/dist/list/filter/RemoveSavedQueryDialog.js',
];

export function libraryShims(): Plugin {
  return {
    name: 'kabinet:library-shims',
    enforce: 'pre',
    resolveId(source, importer) {
      // The real path, as the package's own imports resolve: one module, not two.
      if (UNEXPORTED.includes(source)) return fs.realpathSync(path.resolve('node_modules', source));
      const from = importer?.replace(/\\/g, '/');
      const match = from && SHIMS.find((s) => s.source === source && from.endsWith(`/node_modules/${s.importer}`));
      return match && enabled(shimMechanism(match.shim)) ? path.resolve(match.shim) : null;
    },
  };
}
