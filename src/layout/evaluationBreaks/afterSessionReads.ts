// An evaluation break (scripts/vite/evaluationBreaks.ts), after main.tsx's session reads: they
// go out, and React's DOM renderer and the shell evaluate in a task of their own.
export {};
