/**
 * A readable line of a form, in px: no input and no block of a form is wider, so a select, a
 * number or a list of values is not stretched across a wide screen beside a 720 px name.
 */
export const READABLE_WIDTH = 720;

/** Room for fields side by side (an object of several columns, a row of a list), in px. */
export const SIDE_BY_SIDE_WIDTH = 960;

/** As wide as the form, up to a readable line: a select or a number is not stretched across a wide screen. */
export const WIDE_INPUT = { fullWidth: true, sx: { maxWidth: READABLE_WIDTH } } as const;
