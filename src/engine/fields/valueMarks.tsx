import { Chip, Stack, Typography } from '@mui/material';
import EmailOutlinedIcon from '@mui/icons-material/EmailOutlined';
import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import WarningAmberOutlinedIcon from '@mui/icons-material/WarningAmberOutlined';
import type { ReactElement } from 'react';
import { useFieldValue } from 'react-admin';
import { interpolate } from '../../i18n/translate';
import type { Choice } from '../fieldKinds';
import type { ChoiceIconName } from '../schema/keywords/fields';
import { EmptyValue } from './displayFields';

type IconProps = { fontSize: 'small'; color?: Choice['color'] };

/*
 * Values marked beyond their text, declared in the schema: choices with their icons (x-icon) and a
 * count as a chip (x-kind "count"). Loaded with the first cell or card that shows one, not with the shell.
 */

/**
 * The icons of choices (x-icon on a oneOf entry), by the names schemas use: loaded with the first
 * cell or card whose field's choices have one, not with the shell.
 */
const CHOICE_ICONS: Record<ChoiceIconName, (props: IconProps) => ReactElement> = {
  bell: (p) => <NotificationsNoneOutlinedIcon {...p} />,
  mail: (p) => <EmailOutlinedIcon {...p} />,
  send: (p) => <SendOutlinedIcon {...p} />,
  info: (p) => <InfoOutlinedIcon {...p} />,
  warning: (p) => <WarningAmberOutlinedIcon {...p} />,
  error: (p) => <ErrorOutlinedIcon {...p} />,
};

const iconOf = (choice: Choice | undefined) =>
  choice?.icon ? CHOICE_ICONS[choice.icon]({ fontSize: 'small', color: choice.color }) : undefined;

/**
 * A value of choices with icons (x-icon): one, its icon before its title (a notification's level:
 * the red mark of «Ошибка»); a list, as chips each with its icon (a group's channels).
 */
export function IconChoicesField({ source, choices }: { source: string; choices: Choice[] }) {
  const value = useFieldValue({ source });
  if (Array.isArray(value)) return <IconChips value={value} choices={choices} />;
  const choice = choices.find((c) => c.id === value);
  if (value === undefined || value === null || value === '') return <EmptyValue />;
  return (
    <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
      {iconOf(choice)}
      <Typography component="span" variant="body2">
        {choice?.name ?? String(value)}
      </Typography>
    </Stack>
  );
}

/** Several choices as outlined chips, each with its icon, in the schema's order. */
function IconChips({ value, choices }: { value: unknown[]; choices: Choice[] }) {
  if (value.length === 0) return <EmptyValue />;
  const known = choices.filter((c) => value.includes(c.id));
  const unknown = value.filter((v) => !choices.some((c) => c.id === v));
  return (
    <Stack direction="row" spacing={0.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {known.map((c) => (
        <Chip key={c.id} size="small" variant="outlined" icon={iconOf(c)} label={c.name} />
      ))}
      {unknown.map((v, i) => (
        <Chip key={`unknown-${i}`} size="small" variant="outlined" label={String(v)} />
      ))}
    </Stack>
  );
}

/**
 * A count that matters when it is not 0 (x-kind "count": a group's new notifications): a chip in the
 * primary colour with the schema's words for it (x-count.some, Russian plural forms), and the
 * muted words of x-count.none at 0, so the rows that need a look stand out of the list.
 */
export function CountField({ source, words }: { source: string; words: { some: string; none: string } }) {
  const value = useFieldValue({ source });
  const count = typeof value === 'number' ? value : 0;
  if (count > 0) return <Chip size="small" color="primary" label={interpolate(words.some, { smart_count: count })} />;
  return (
    <Typography component="span" variant="body2" color="text.secondary">
      {words.none}
    </Typography>
  );
}
