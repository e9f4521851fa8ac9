// An evaluation break (scripts/vite/evaluationBreaks.ts), after main.tsx's react-dom import:
// React's DOM renderer in one task, the router and the shell's modules in the next.
export {};
