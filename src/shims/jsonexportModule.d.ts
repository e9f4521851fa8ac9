// jsonexport ships no types; src/shims/jsonexport.ts only forwards its arguments.
declare module 'jsonexport/dist/index.js' {
  const jsonexport: (...args: unknown[]) => void;
  export default jsonexport;
}
