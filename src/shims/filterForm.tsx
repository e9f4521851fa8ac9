import { InputAdornment } from '@mui/material';
import { styled } from '@mui/material/styles';
import SearchIcon from '@mui/icons-material/Search';
import clsx from 'clsx';
import {
  isValidElement,
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ChangeEvent,
  type ComponentType,
  type FormEvent,
  type ReactElement,
} from 'react';
import { useDebouncedEvent, useFilterContext, useListContext, useResourceContext, useTranslate } from 'ra-core';
// Their own files, not the package's index: react-admin's list toolbar imports this module while
// that index is still being evaluated.
import { FilterFormInput } from 'ra-ui-materialui/dist/list/filter/FilterFormInput.js';
import { ResettableTextField } from 'ra-ui-materialui/dist/input/ResettableTextField.js';
// A filter's source may name a nested field ('strategies.buyingType').
import { valueAt } from '../engine/schema/records';

/**
 * A list's filter form without react-hook-form until a filter needs it (a smaller first load:
 * react-hook-form and react-admin's form core are ~20 KB of gzip, and most lists first show only
 * their search box). scripts/vite/shims.ts gives react-admin's ListToolbar this FilterForm.
 *
 * The search box (SearchInput below) reads and writes the list's filter itself, as react-admin's
 * SearchInput does through its form, so it needs no form. While the search box is all the form
 * shows, this module draws the form; once another filter is shown (added, or in the address),
 * react-admin's own FilterForm loads and draws every filter, the search box among them.
 */
const RealFilterForm = lazy(() =>
  import('ra-ui-materialui/dist/list/filter/FilterForm.js').then((m) => ({
    default: m.FilterForm as ComponentType<object>,
  })),
);
/**
 * Set when react-admin's form has been needed once (it is loaded by then, or on its way): from then
 * on it draws every list's filters, so a list's search box does not move between two forms.
 */
let realFormNeeded = false;

/** The layout of react-admin's filter form (its StyledForm), for the search box alone. */
const SearchForm = styled('form')(({ theme }) => ({
  display: 'flex',
  flex: '0 1 auto',
  [theme.breakpoints.down('sm')]: { width: '100%' },
  [theme.breakpoints.up('sm')]: { minHeight: theme.spacing(8) },
  [theme.breakpoints.up('md')]: { flex: '0 1 100%' },
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  pointerEvents: 'none',
  padding: `0 0 ${theme.spacing(0.5)} 0`,
  '& .RaFilterForm-clearFix': { clear: 'right' },
  '& .RaFilterForm-filterFormInput .MuiFormControl-root': { marginTop: theme.spacing(1) },
}));

const isEmpty = (value: unknown): boolean =>
  value === '' || value == null || (typeof value === 'object' && Object.values(value).every(isEmpty));

export function FilterForm(props: object) {
  const filters = useFilterContext() ?? [];
  const { filterValues, displayedFilters = {}, setFilters } = useListContext();
  const resource = useResourceContext();
  // The filters react-admin's form would show (its getShownFilters).
  const shown = filters.filter(
    (f): f is ReactElement<{ source: string; alwaysOn?: boolean }> =>
      isValidElement<{ source: string; alwaysOn?: boolean }>(f) &&
      (!!f.props.alwaysOn || !!displayedFilters[f.props.source] || !isEmpty(valueAt(filterValues, f.props.source))),
  );
  const needsForm = realFormNeeded || shown.some((f) => f.type !== SearchInput);
  useEffect(() => {
    if (needsForm) realFormNeeded = true;
  }, [needsForm]);
  const searchOnly = (
    // Enter applies the text at once, as react-admin's form does on submit.
    <SearchForm
      onSubmit={(event: FormEvent<HTMLFormElement>) => {
        event.preventDefault();
        setFilters({ ...filterValues, ...Object.fromEntries(new FormData(event.currentTarget)) });
      }}
    >
      {shown.map((f) => (
        <FilterFormInput
          key={f.key ?? f.props.source}
          filterElement={f}
          handleHide={() => undefined}
          resource={resource}
          className="RaFilterForm-filterFormInput"
        />
      ))}
      <div className="RaFilterForm-clearFix" />
    </SearchForm>
  );
  if (!needsForm) return searchOnly;
  return (
    <Suspense fallback={searchOnly}>
      <RealFilterForm {...props} />
    </Suspense>
  );
}

/** react-admin's SearchInput keeps no top margin of its own (the form gives it one). */
const SearchField = styled(ResettableTextField)({ marginTop: 0 });

interface SearchInputProps {
  source: string;
  alwaysOn?: boolean;
  className?: string;
  size?: 'small' | 'medium';
}

/**
 * The list's search box: what react-admin's SearchInput shows (the same field, placeholder, icon
 * and clear button), applying the text to the list's filter 500 ms after the last key, as its
 * form does. The list's filter changed elsewhere (a link, a cleared filter) shows here.
 */
export function SearchInput({ source, className, size = 'small' }: SearchInputProps) {
  const translate = useTranslate();
  const id = useId();
  const { filterValues, setFilters } = useListContext();
  const applied = String(valueAt(filterValues, source) ?? '');
  const [text, setText] = useState(applied);
  // What this box last asked the list for: the list's answer to it is no news to the box.
  const asked = useRef(applied);
  useEffect(() => {
    if (applied === asked.current) return;
    asked.current = applied;
    setText(applied);
  }, [applied]);
  // Like react-admin's form, a search typed just before the list unmounts is still applied.
  const apply = useDebouncedEvent((value: string) => {
    asked.current = value;
    setFilters({ ...filterValues, [source]: value });
  }, 500);
  const change = (event: ChangeEvent<HTMLInputElement> | string) => {
    const value = typeof event === 'string' ? event : event.target.value;
    setText(value);
    apply(value);
  };
  return (
    <SearchField
      id={id}
      name={source}
      value={text}
      onChange={change}
      className={clsx('ra-input', `ra-input-${source}`, className)}
      hiddenLabel
      resettable
      placeholder={translate('ra.action.search')}
      size={size}
      // ResettableTextField reads the end adornment from InputProps, which its type no longer lists.
      {...{
        InputProps: {
          endAdornment: (
            <InputAdornment position="end">
              <SearchIcon color="disabled" />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
