/**
 * How the build cuts its chunks (vite.config.ts, build.rolldownOptions.output).
 *
 * Every lazy screen and resource component shares a different part of MUI with the shell, so
 * the automatic split cuts MUI's core into dozens of small chunks; each is gzipped alone and the
 * sign-in page went over its budget on compression alone. The core that the sign-in page and
 * the shell both load (React, emotion, MUI's styling and the sign-in form's inputs and buttons)
 * is one chunk instead. Only what the sign-in page renders belongs here: anything more would be
 * loaded by it too (docs/performance.md).
 */
export const UI_CORE =
  /[\\/]node_modules[\\/](react[\\/]|react-is|react-transition-group|scheduler|@emotion|stylis|hoist-non-react-statics|clsx|@babel[\\/]runtime|@mui[\\/](styled-engine|utils|system[\\/](createStyled|styleFunctionSx|colorManipulator|breakpoints|spacing|createTheme|cssContainerQueries|style|createBreakpoints|borders|sizing|cssGrid|GlobalStyles|DefaultPropsProvider|useThemeProps|compose|useThemeWithoutDefault|palette|useTheme|styled|merge|memoize|getThemeValue|display|flexbox|positions|shadows|typography|cssVars|RtlProvider|Stack|createBox|ThemeProvider|InitColorSchemeScript|index)|material[\\/](InputBase|OutlinedInput|FormControl|InputLabel|FormLabel|FormHelperText|Alert|IconButton|InputAdornment|Link|TextareaAutosize|internal[\\/]svg-icons|styles|ButtonBase|Button|SvgIcon|transitions|Paper|Typography|GlobalStyles|DefaultPropsProvider|zero-styled|useLazyRipple|CssBaseline|colors|utils[\\/](capitalize|createSvgIcon|useForkRef|useEventCallback|useEnhancedEffect|useSlot|memoTheme|createSimplePaletteValueFilter|isMuiElement|useFocusableWhenDisabled|useId|useControlled|ownerDocument|ownerWindow|debounce))))/;

/**
 * Chunk and asset names are a content hash only: a name derived from a module ("CampaignXlsx",
 * "ChangeBalanceAction") tells anyone reading the network log what the console holds.
 */
export const HASH_ONLY_NAMES = {
  entryFileNames: 'assets/[hash].js',
  chunkFileNames: 'assets/[hash].js',
  assetFileNames: 'assets/[hash][extname]',
} as const;
