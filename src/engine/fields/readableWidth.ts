/**
 * A readable line of a form, in px: no input and no block of a form is wider, so a select, a
 * number or a list of values is not stretched across a wide screen beside a 720 px name.
 */
export const READABLE_WIDTH = 720;
